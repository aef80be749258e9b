# argparse, written for RedDragon's VM (lowered with the programs that import
# it), following CPython 3.11's documented behaviour: the same parse loop
# (options and runs of positionals consumed alternately, nargs matched
# greedily), the same error messages (usage + "prog: error: ..." on stderr,
# then SystemExit(2)) and the same HelpFormatter layout (width 78, help column
# at most 24, usage wrapping). Actions are one class keyed by kind; custom
# Action subclasses, FileType, fromfile_prefix_chars and intermixed parsing
# are not modelled.
import sys as _sys
import textwrap as _textwrap

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = None if argument is None else _action_name(argument)
        self.message = message
        self.args = (self.__str__(),)

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    pass


class Namespace:
    def __init__(self, **kwargs):
        for k in kwargs:
            setattr(self, k, kwargs[k])

    def __repr__(self):
        parts = []
        star = {}
        for k, v in vars(self).items():
            if k.isidentifier():
                parts.append("%s=%r" % (k, v))
            else:
                star[k] = v
        if star:
            parts.append("**%r" % (star,))
        return "Namespace(%s)" % ", ".join(parts)

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __ne__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) != vars(other)

    def __contains__(self, key):
        return key in vars(self)


def _action_name(action):
    if action is None:
        return None
    if action.option_strings:
        return "/".join(action.option_strings)
    if action.metavar is not None and action.metavar != SUPPRESS:
        return action.metavar
    if action.dest is not None and action.dest != SUPPRESS:
        return action.dest
    if action.choices:
        return "{" + ",".join(action.choices) + "}"
    return None


def _contains(items, x):
    for y in items:
        if y is x:
            return True
    return False


_KINDS = ("store", "store_const", "store_true", "store_false", "append", "append_const", "count", "help", "version",
          "parsers", "extend")


class Action:
    # a user's subclass (action=MyAction) keeps kind "custom" and brings its own __call__
    kind = "custom"

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def format_usage(self):
        return self.option_strings[0]

    def __repr__(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type", "choices", "required", "help",
                 "metavar"]
        return "%s(%s)" % (_KIND_CLASS.get(self.kind, type(self).__name__),
                           ", ".join("%s=%r" % (n, getattr(self, n)) for n in names))

    def __call__(self, parser, namespace, values, option_string=None):
        k = self.kind
        if k == "store":
            setattr(namespace, self.dest, values)
        elif k in ("store_const", "store_true", "store_false"):
            setattr(namespace, self.dest, self.const)
        elif k in ("append", "append_const", "extend"):
            items = getattr(namespace, self.dest, None)
            items = [] if items is None else list(items)
            if k == "append":
                items.append(values)
            elif k == "append_const":
                items.append(self.const)
            else:
                items.extend(values)
            setattr(namespace, self.dest, items)
        elif k == "count":
            count = getattr(namespace, self.dest, None)
            setattr(namespace, self.dest, 1 if count is None else count + 1)
        elif k == "help":
            parser.print_help()
            parser.exit()
        elif k == "version":
            formatter = parser._get_formatter()
            formatter.add_text(self.version)
            _sys.stdout.write(formatter.format_help())
            parser.exit()
        elif k == "parsers":
            self._call_parsers(parser, namespace, values)
        else:
            raise NotImplementedError(".__call__() not defined")

    # -- sub-commands (add_subparsers)
    def _call_parsers(self, parser, namespace, values):
        name = values[0]
        rest = values[1:]
        if self.dest != SUPPRESS:
            setattr(namespace, self.dest, name)
        sub = self.choices.get(name)
        if sub is None:
            raise ArgumentError(self, "unknown parser %r (choices: %s)" % (name, ", ".join(self.choices)))
        subns, extras = sub.parse_known_args(rest, None)
        for k, v in vars(subns).items():
            setattr(namespace, k, v)
        if extras:
            parser._sub_extras.extend(extras)

    def add_parser(self, name, **kwargs):
        if kwargs.get("prog") is None:
            kwargs["prog"] = "%s %s" % (self._prog_prefix, name)
        aliases = kwargs.pop("aliases", ())
        if "help" in kwargs:
            help = kwargs.pop("help")
            metavar = name
            if aliases:
                metavar += " (%s)" % ", ".join(aliases)
            self._choices_actions.append(_builtin("pseudo", [], name, help=help, metavar=metavar))
        p = ArgumentParser(**kwargs)
        self.choices[name] = p
        for a in aliases:
            self.choices[a] = p
        return p

    def _get_subactions(self):
        return self._choices_actions


_KIND_CLASS = {"store": "_StoreAction", "store_const": "_StoreConstAction", "store_true": "_StoreTrueAction",
               "store_false": "_StoreFalseAction", "append": "_AppendAction", "append_const": "_AppendConstAction",
               "count": "_CountAction", "help": "_HelpAction", "version": "_VersionAction",
               "parsers": "_SubParsersAction", "extend": "_ExtendAction"}


# -- containers: parsers and argument groups share add_argument


class _Container:
    def _init_container(self, prefix_chars, argument_default):
        self.prefix_chars = prefix_chars
        self.argument_default = argument_default
        self._actions = []
        self._option_string_actions = {}
        self._defaults = {}
        self._mutually_exclusive_groups = []
        self._has_negative_number_optionals = []

    def set_defaults(self, **kwargs):
        for k in kwargs:
            self._defaults[k] = kwargs[k]
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][:1] not in chars:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kw = self._get_positional_kwargs(*args, **kwargs)
        else:
            kw = self._get_optional_kwargs(*args, **kwargs)
        if "default" not in kw:
            dest = kw["dest"]
            if dest in self._defaults:
                kw["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kw["default"] = self.argument_default
        action = _make_action(kw)
        tf = action.type
        if tf is not None and not callable(tf):
            raise ValueError("%r is not callable" % (tf,))
        return self._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if kwargs.get("required") is not None and "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get("nargs")
        if nargs not in (OPTIONAL, ZERO_OR_MORE):
            kwargs["required"] = True
        if nargs == ZERO_OR_MORE and "default" not in kwargs:
            kwargs["required"] = True
        kwargs["dest"] = dest
        kwargs["option_strings"] = []
        return kwargs

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_strings = []
        for s in args:
            if s[:1] not in self.prefix_chars:
                raise ValueError("invalid option string %r: must start with a character %r" % (s, self.prefix_chars))
            option_strings.append(s)
            if len(s) > 1 and s[1] in self.prefix_chars:
                long_strings.append(s)
        dest = kwargs.pop("dest", None)
        if dest is None:
            first = long_strings[0] if long_strings else option_strings[0]
            dest = first.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError("dest= is required for options like %r" % (first,))
            dest = dest.replace("-", "_")
        kwargs["dest"] = dest
        kwargs["option_strings"] = option_strings
        return kwargs

    def _add_action(self, action):
        for s in action.option_strings:
            if s in self._option_string_actions:
                raise ArgumentError(action, "conflicting option string: %s" % s)
        self._actions.append(action)
        for s in action.option_strings:
            self._option_string_actions[s] = action
            if _looks_negative(s) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, required=False):
        group = _MutuallyExclusiveGroup(self, required)
        self._mutually_exclusive_groups.append(group)
        return group


def _looks_negative(s):
    if len(s) < 2 or s[0] != "-":
        return False
    body = s[1:]
    if body.isdigit():
        return True
    if body.count(".") == 1:
        a, b = body.split(".")
        return (a == "" or a.isdigit()) and (b == "" or b.isdigit()) and (a + b) != ""
    return False


def _builtin(kind, option_strings, dest, nargs=None, const=None, default=None, type=None, choices=None,
             required=False, help=None, metavar=None, version=None):
    a = Action(option_strings, dest, nargs, const, default, type, choices, required, help, metavar)
    a.kind = kind
    a.version = version
    return a


def _make_action(kw):
    action = kw.pop("action", None) or "store"
    if not isinstance(action, str):
        if not callable(action):
            raise ValueError("unknown action %r" % (action,))
        return action(**kw)
    if action not in _KINDS:
        raise ValueError("unknown action %r" % (action,))
    option_strings = kw.pop("option_strings")
    dest = kw.pop("dest")
    help = kw.get("help")
    default = kw.get("default")
    required = kw.get("required", False)
    if action in ("store", "append", "extend"):
        nargs = kw.get("nargs")
        if nargs == 0:
            raise ValueError("nargs for store actions must be != 0; if you have nothing to store, actions such as "
                             "store true or store const may be more appropriate")
        if kw.get("const") is not None and nargs != OPTIONAL:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        return _builtin(action, option_strings, dest, nargs, kw.get("const"), default, kw.get("type"),
                      kw.get("choices"), required, help, kw.get("metavar"))
    if action in ("store_const", "append_const"):
        return _builtin(action, option_strings, dest, 0, kw.get("const"), default, None, None, required, help,
                      kw.get("metavar"))
    if action == "store_true":
        return _builtin(action, option_strings, dest, 0, True, False if default is None else default, None, None,
                      required, help)
    if action == "store_false":
        return _builtin(action, option_strings, dest, 0, False, True if default is None else default, None, None,
                      required, help)
    if action == "count":
        return _builtin(action, option_strings, dest, 0, None, default, None, None, required, help)
    if action == "help":
        return _builtin(action, option_strings, SUPPRESS, 0, None, SUPPRESS, None, None, False,
                      "show this help message and exit" if help is None else help)
    if action == "version":
        return _builtin(action, option_strings, SUPPRESS, 0, None, SUPPRESS, None, None, False,
                      "show program's version number and exit" if help is None else help, None, kw.get("version"))
    raise ValueError("unknown action %r" % (action,))


class _ArgumentGroup(_Container):
    def __init__(self, container, title=None, description=None, **kwargs):
        self._init_container(container.prefix_chars, container.argument_default)
        self.title = title
        self.description = description
        self._group_actions = []
        # a group shares its parser's tables
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups
        self._action_groups = container._action_groups
        self._parser = container

    def _add_action(self, action):
        action = _Container._add_action(self, action)
        self._group_actions.append(action)
        return action


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        _ArgumentGroup.__init__(self, container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action


# -- the parser


class ArgumentParser(_Container):
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=(), formatter_class=None,
                 prefix_chars="-", fromfile_prefix_chars=None, argument_default=None, conflict_handler="error",
                 add_help=True, allow_abbrev=True, exit_on_error=True):
        self._init_container(prefix_chars, argument_default)
        if prog is None:
            prog = _sys.argv[0].split("/")[-1] if _sys.argv else ""
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.formatter_class = HelpFormatter if formatter_class is None else formatter_class
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._action_groups = []
        self._subparsers = None
        self._sub_extras = []
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        default_prefix = "-" if "-" in prefix_chars else prefix_chars[0]
        if add_help:
            self.add_argument(default_prefix + "h", default_prefix * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_parent(parent)

    def _add_parent(self, parent):
        for k in parent._defaults:
            self._defaults[k] = parent._defaults[k]
        titles = {}
        for g in self._action_groups:
            titles[g.title] = g
        for g in parent._action_groups:
            if g.title not in titles:
                titles[g.title] = self.add_argument_group(g.title, g.description)
            for a in g._group_actions:
                if a.kind != "help":
                    titles[g.title]._add_action(a)
        for mg in parent._mutually_exclusive_groups:
            new = self.add_mutually_exclusive_group(mg.required)
            for a in mg._group_actions:
                new._group_actions.append(a)

    def __repr__(self):
        return "ArgumentParser(prog=%r, usage=%r, description=%r, formatter_class=%s, conflict_handler='error', " \
               "add_help=%r)" % (self.prog, self.usage, self.description, "<class 'argparse.HelpFormatter'>",
                                 self.add_help)

    # positional vs optional actions go to their groups
    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def add_subparsers(self, title=None, description=None, prog=None, parser_class=None, action=None, dest=SUPPRESS,
                       required=False, help=None, metavar=None):
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        if title is not None or description is not None:
            self._subparsers = self.add_argument_group("subcommands" if title is None else title, description)
        else:
            self._subparsers = self._positionals
        if prog is None:
            formatter = self._get_formatter()
            positionals = [a for a in self._actions if not a.option_strings]
            formatter.add_usage(self.usage, positionals, self._mutually_exclusive_groups, "")
            prog = formatter.format_help().strip()
        act = _builtin("parsers", [], dest, PARSER, None, None, None, {}, required, help, metavar)
        act._prog_prefix = prog
        act._choices_actions = []
        self._subparsers._add_action(act)
        return act

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    # -- parsing

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest != SUPPRESS and not hasattr(namespace, action.dest) and action.default != SUPPRESS:
                setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        self._sub_extras = []
        conflicts = []  # pairs (action, list of actions it excludes)
        for group in self._mutually_exclusive_groups:
            for i, a in enumerate(group._group_actions):
                others = group._group_actions[:i] + group._group_actions[i + 1:]
                conflicts.append((a, others))

        # classify each argument: O option, A argument, - the first "--"
        option_tuples = {}
        pattern = []
        i = 0
        n = len(arg_strings)
        while i < n:
            s = arg_strings[i]
            if s == "--":
                pattern.append("-")
                for _ in range(i + 1, n):
                    pattern.append("A")
                break
            t = self._parse_optional(s)
            if t is None:
                pattern.append("A")
            else:
                option_tuples[i] = t
                pattern.append("O")
            i += 1
        pattern = "".join(pattern)

        seen = []
        seen_non_default = []
        extras = []
        positionals = [a for a in self._actions if not a.option_strings]
        parser = self

        def take_action(action, argument_strings, option_string=None):
            seen.append(action)
            values = parser._get_values(action, argument_strings)
            if values is not action.default:
                seen_non_default.append(action)
                for a, others in conflicts:
                    if a is action:
                        for c in others:
                            if _contains(seen_non_default, c):
                                raise ArgumentError(action, "not allowed with argument %s" % _action_name(c))
            if values != SUPPRESS:
                action(parser, namespace, values, option_string)

        def consume_optional(start):
            action, option_string, explicit_arg = option_tuples[start]
            chars = parser.prefix_chars
            tuples = []
            while True:
                if action is None:
                    extras.append(arg_strings[start])
                    return start + 1
                if explicit_arg is not None:
                    count = _match_argument(action, "A")
                    if count == 0 and option_string[1] not in chars and explicit_arg != "":
                        tuples.append((action, [], option_string))
                        option_string = option_string[0] + explicit_arg[0]
                        if option_string in parser._option_string_actions:
                            action = parser._option_string_actions[option_string]
                            explicit_arg = explicit_arg[1:] or None
                        else:
                            raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
                    elif count == 1:
                        stop = start + 1
                        tuples.append((action, [explicit_arg], option_string))
                        break
                    else:
                        raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
                else:
                    begin = start + 1
                    count = _match_argument(action, pattern[begin:])
                    stop = begin + count
                    tuples.append((action, arg_strings[begin:stop], option_string))
                    break
            for action, args, option_string in tuples:
                take_action(action, args, option_string)
            return stop

        def consume_positionals(start):
            counts = _match_partial(positionals, pattern[start:])
            for k in range(len(counts)):
                action = positionals[k]
                count = counts[k]
                args = arg_strings[start:start + count]
                start += count
                take_action(action, args)
            del positionals[:len(counts)]
            return start

        indices = sorted(option_tuples)
        start = 0
        max_opt = indices[-1] if indices else -1
        while start <= max_opt:
            nxt = min([k for k in indices if k >= start])
            if start != nxt:
                end = consume_positionals(start)
                if end > start:
                    start = end
                    continue
                start = end
            if start not in option_tuples:
                extras.extend(arg_strings[start:nxt])
                start = nxt
            start = consume_optional(start)
        stop = consume_positionals(start)
        extras.extend(arg_strings[stop:])

        required = []
        for action in self._actions:
            if not _contains(seen, action):
                if action.required:
                    required.append(_action_name(action))
                elif action.default is not None and isinstance(action.default, str) and \
                        hasattr(namespace, action.dest) and action.default is getattr(namespace, action.dest):
                    setattr(namespace, action.dest, self._get_value(action, action.default))
        if required:
            raise ArgumentError(None, "the following arguments are required: %s" % ", ".join(required))
        for group in self._mutually_exclusive_groups:
            if group.required:
                found = False
                for a in group._group_actions:
                    if _contains(seen_non_default, a):
                        found = True
                        break
                if not found:
                    names = [_action_name(a) for a in group._group_actions if a.help != SUPPRESS]
                    raise ArgumentError(None, "one of the arguments %s is required" % " ".join(names))
        extras.extend(self._sub_extras)
        return namespace, extras

    def _parse_optional(self, s):
        chars = self.prefix_chars
        if not s or s[0] not in chars:
            return None
        if s in self._option_string_actions:
            return (self._option_string_actions[s], s, None)
        if len(s) == 1:
            return None
        if "=" in s:
            opt, arg = s.split("=", 1)
            if opt in self._option_string_actions:
                return (self._option_string_actions[opt], opt, arg)
        tuples = self._get_option_tuples(s)
        if len(tuples) > 1:
            options = ", ".join([t[1] for t in tuples])
            self.error("ambiguous option: %s could match %s" % (s, options))
        elif len(tuples) == 1:
            return tuples[0]
        if _looks_negative(s) and not self._has_negative_number_optionals:
            return None
        if " " in s:
            return None
        return (None, s, None)

    def _get_option_tuples(self, s):
        result = []
        chars = self.prefix_chars
        if s[0] in chars and s[1] in chars:
            if self.allow_abbrev:
                if "=" in s:
                    prefix, arg = s.split("=", 1)
                else:
                    prefix, arg = s, None
                for opt in self._option_string_actions:
                    if opt.startswith(prefix):
                        result.append((self._option_string_actions[opt], opt, arg))
        elif s[0] in chars and s[1] not in chars:
            short_prefix = s[:2]
            short_arg = s[2:]
            for opt in self._option_string_actions:
                if opt == short_prefix:
                    result.append((self._option_string_actions[opt], opt, short_arg))
                elif self.allow_abbrev and opt.startswith(s):
                    result.append((self._option_string_actions[opt], opt, None))
        else:
            self.error("unexpected option string: %s" % s)
        return result

    def _get_values(self, action, arg_strings):
        if action.nargs not in (PARSER, REMAINDER) and "--" in arg_strings:
            arg_strings = list(arg_strings)
            arg_strings.remove("--")
        nargs = action.nargs
        if not arg_strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and (nargs is None or nargs == OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, s):
        tf = action.type
        if tf is None:
            return s
        if not callable(tf):
            raise ArgumentError(action, "%r is not callable" % (tf,))
        try:
            return tf(s)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(tf, "__name__", None)
            if name is None:
                name = repr(tf)
            raise ArgumentError(action, "invalid %s value: %r" % (name, s))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join([repr(c) for c in action.choices])
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))

    # -- help and errors

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            if file is None:
                file = _sys.stdout
            file.write(message)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))


def _match_argument(action, pattern):
    # how many of the arguments after an option it takes (options never take a "--")
    nargs = action.nargs
    avail = 0
    while avail < len(pattern) and pattern[avail] == "A":
        avail += 1
    if nargs is None:
        need = 1 if avail >= 1 else -1
    elif nargs == OPTIONAL:
        need = 1 if avail >= 1 else 0
    elif nargs == ZERO_OR_MORE:
        need = avail
    elif nargs == ONE_OR_MORE:
        need = avail if avail >= 1 else -1
    elif nargs == PARSER:
        need = len(pattern) if avail >= 1 else -1
    elif nargs == REMAINDER:
        need = len(pattern)
    elif nargs == SUPPRESS:
        need = 0
    else:
        need = nargs if avail >= nargs else -1
    if need >= 0:
        return need
    if nargs is None:
        msg = "expected one argument"
    elif nargs == OPTIONAL:
        msg = "expected at most one argument"
    elif nargs == ONE_OR_MORE or nargs == PARSER:
        msg = "expected at least one argument"
    else:
        msg = "expected %s argument" % nargs if nargs == 1 else "expected %s arguments" % nargs
    raise ArgumentError(action, msg)


def _fits(action, seg):
    # whether a run of pattern characters can be this positional's arguments
    a = seg.count("A")
    o = seg.count("O")
    nargs = action.nargs
    if nargs == REMAINDER:
        return True
    if nargs == PARSER:
        return a >= 1 and seg.lstrip("-")[:1] == "A"
    if o:
        return False
    if nargs is None:
        return a == 1
    if nargs == OPTIONAL:
        return a <= 1
    if nargs == ZERO_OR_MORE:
        return True
    if nargs == ONE_OR_MORE:
        return a >= 1
    if nargs == SUPPRESS:
        return a == 0
    return a == nargs


def _match_seq(actions, k, pattern, pos):
    # greedy, backtracking like the regular expression CPython builds
    if k == len(actions):
        return []
    for end in range(len(pattern), pos - 1, -1):
        if _fits(actions[k], pattern[pos:end]):
            rest = _match_seq(actions, k + 1, pattern, end)
            if rest is not None:
                return [end - pos] + rest
    return None


def _match_partial(actions, pattern):
    # as many positionals as can match the arguments up to the next option
    end = pattern.find("O")
    for i in range(len(actions), -1, -1):
        acts = actions[:i]
        seg = pattern
        if not [a for a in acts if a.nargs in (PARSER, REMAINDER)] and end >= 0:
            seg = pattern[:end]
        m = _match_seq(acts, 0, seg, 0)
        if m is not None:
            return m
    return []


# -- help formatting


class HelpFormatter:
    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._action_max_length = 0
        self._root = _Section(self, None, None)
        self._current_section = self._root

    def _indent(self):
        self._current_indent += self._indent_increment

    def _dedent(self):
        self._current_indent -= self._indent_increment

    def start_section(self, heading):
        self._indent()
        section = _Section(self, self._current_section, heading)
        self._current_section.items.append((section.format_help, ()))
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text != SUPPRESS and text is not None:
            self._current_section.items.append((self._format_text, (text,)))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage != SUPPRESS:
            self._current_section.items.append((self._format_usage, (usage, actions, groups, prefix)))

    def add_argument(self, action):
        if action.help != SUPPRESS:
            invocations = [self._format_action_invocation(action)]
            for sub in self._iter_indented_subactions(action):
                invocations.append(self._format_action_invocation(sub))
            self._end_indented_subactions(action)
            length = max([len(s) for s in invocations]) + self._current_indent
            self._action_max_length = max(self._action_max_length, length)
            self._current_section.items.append((self._format_action, (action,)))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._root.format_help()
        if text:
            while "\n\n\n" in text:
                text = text.replace("\n\n\n", "\n\n")
            text = text.strip("\n") + "\n"
        return text

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        if usage is not None:
            usage = usage.replace("%(prog)s", self._prog)
        elif usage is None and not actions:
            usage = self._prog
        else:
            prog = self._prog
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            action_usage = self._format_actions_usage(optionals + positionals, groups)
            usage = " ".join([s for s in [prog, action_usage] if s])
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                opt_parts = _usage_parts(self._format_actions_usage(optionals, groups))
                pos_parts = _usage_parts(self._format_actions_usage(positionals, groups))

                def get_lines(parts, indent, prefix=None):
                    lines = []
                    line = []
                    if prefix is not None:
                        line_len = len(prefix) - 1
                    else:
                        line_len = len(indent) - 1
                    for part in parts:
                        if line_len + 1 + len(part) > text_width and line:
                            lines.append(indent + " ".join(line))
                            line = []
                            line_len = len(indent) - 1
                        line.append(part)
                        line_len += len(part) + 1
                    if line:
                        lines.append(indent + " ".join(line))
                    if prefix is not None:
                        lines[0] = lines[0][len(indent):]
                    return lines

                if len(prefix) + len(prog) <= 0.75 * text_width:
                    indent = " " * (len(prefix) + len(prog) + 1)
                    if opt_parts:
                        lines = get_lines([prog] + opt_parts, indent, prefix)
                        lines.extend(get_lines(pos_parts, indent))
                    elif pos_parts:
                        lines = get_lines([prog] + pos_parts, indent, prefix)
                    else:
                        lines = [prog]
                else:
                    indent = " " * len(prefix)
                    lines = get_lines(opt_parts + pos_parts, indent)
                    if len(lines) > 1:
                        lines = get_lines(opt_parts, indent) + get_lines(pos_parts, indent)
                    lines = [prog] + lines
                usage = "\n".join(lines)
        return "%s%s\n\n" % (prefix, usage)

    def _format_actions_usage(self, actions, groups):
        grouped = []
        inserts = {}
        for group in groups:
            if not group._group_actions:
                raise ValueError("empty group %r" % (group,))
            start = -1
            for i, a in enumerate(actions):
                if a is group._group_actions[0]:
                    start = i
                    break
            if start < 0:
                continue
            end = start + len(group._group_actions)
            same = end <= len(actions)
            if same:
                for j in range(start, end):
                    if actions[j] is not group._group_actions[j - start]:
                        same = False
                        break
            if same:
                grouped.extend(group._group_actions)
                o, c = ("(", ")") if group.required else ("[", "]")
                inserts[start] = inserts[start] + " " + o if start in inserts else o
                inserts[end] = inserts[end] + c if end in inserts else c
                for i in range(start + 1, end):
                    inserts[i] = "|"
        parts = []
        for i, action in enumerate(actions):
            if action.help == SUPPRESS:
                parts.append(None)
                if inserts.get(i) == "|":
                    inserts.pop(i)
                elif inserts.get(i + 1) == "|":
                    inserts.pop(i + 1)
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if _contains(grouped, action) and part[:1] == "[" and part[-1:] == "]":
                    part = part[1:-1]
                parts.append(part)
            else:
                opt = action.option_strings[0]
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    part = "%s %s" % (opt, self._format_args(action, self._get_default_metavar_for_optional(action)))
                if not action.required and not _contains(grouped, action):
                    part = "[%s]" % part
                parts.append(part)
        for i in sorted(inserts, reverse=True):
            parts[i:i] = [inserts[i]]
        text = " ".join([p for p in parts if p is not None])
        return _clean_brackets(text).strip()

    def _format_text(self, text):
        if "%(prog)" in text:
            text = text.replace("%(prog)s", self._prog)
        text_width = max(self._width - self._current_indent, 11)
        indent = " " * self._current_indent
        return self._fill_text(text, text_width, indent) + "\n\n"

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        indent_first = 0
        if not action.help:
            header = " " * self._current_indent + header + "\n"
        elif len(header) <= action_width:
            header = " " * self._current_indent + header.ljust(action_width) + "  "
        else:
            header = " " * self._current_indent + header + "\n"
            indent_first = help_position
        parts = [header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                lines = self._split_lines(help_text, help_width)
                parts.append(" " * indent_first + lines[0] + "\n")
                for line in lines[1:]:
                    parts.append(" " * help_position + line + "\n")
        elif not header.endswith("\n"):
            parts.append("\n")
        for sub in self._iter_indented_subactions(action):
            parts.append(self._format_action(sub))
        self._end_indented_subactions(action)
        return "".join(parts)

    def _iter_indented_subactions(self, action):
        if action.kind == "parsers":
            self._indent()
            return action._get_subactions()
        return []

    def _end_indented_subactions(self, action):
        if action.kind == "parsers":
            self._dedent()

    def _format_action_invocation(self, action):
        if not action.option_strings:
            return self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)[0]
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ", ".join(["%s %s" % (s, args) for s in action.option_strings])

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = "{%s}" % ",".join([str(c) for c in action.choices])
        else:
            result = default_metavar

        def format(size):
            if isinstance(result, tuple):
                return result
            return (result,) * size
        return format

    def _format_args(self, action, default_metavar):
        get = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return "%s" % get(1)
        if nargs == OPTIONAL:
            return "[%s]" % get(1)
        if nargs == ZERO_OR_MORE:
            m = get(1)
            if len(m) == 2:
                return "[%s [%s ...]]" % m
            return "[%s ...]" % m
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % get(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % get(1)
        if nargs == SUPPRESS:
            return ""
        return " ".join(["%s"] * nargs) % get(nargs)

    def _expand_help(self, action):
        params = {}
        for k, v in vars(action).items():
            if k in ("kind", "version", "_prog_prefix", "_choices_actions"):
                continue
            if v != SUPPRESS:
                params[k] = v
        params["prog"] = self._prog
        for k in list(params):
            if callable(params[k]) and hasattr(params[k], "__name__"):
                params[k] = params[k].__name__
        if params.get("choices") is not None:
            params["choices"] = ", ".join([str(c) for c in params["choices"]])
        return self._get_help_string(action) % params

    def _get_help_string(self, action):
        return action.help

    def _split_lines(self, text, width):
        text = " ".join(text.split())
        return _textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = " ".join(text.split())
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class _Section:
    def __init__(self, formatter, parent, heading):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        if self.parent is not None:
            self.formatter._indent()
        item_help = "".join([func(*args) for func, args in self.items])
        if self.parent is not None:
            self.formatter._dedent()
        if not item_help:
            return ""
        heading = ""
        if self.heading != SUPPRESS and self.heading is not None:
            heading = " " * self.formatter._current_indent + self.heading + ":\n"
        return "\n" + heading + item_help + "\n"


class RawDescriptionHelpFormatter(HelpFormatter):
    def _fill_text(self, text, width, indent):
        return "".join([indent + line for line in text.splitlines(True)])


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ""
        if "%(default)" not in help and action.default != SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                help += " (default: %(default)s)"
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


def _usage_parts(text):
    # CPython splits usage on \(.*?\)+(?=\s|$) | \[.*?\]+(?=\s|$) | \S+
    parts = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        end = -1
        if text[i] in "([":
            close = ")" if text[i] == "(" else "]"
            k = i + 1
            while k < n:
                if text[k] == close:
                    m = k
                    while m < n and text[m] == close:
                        m += 1
                    if m == n or text[m].isspace():
                        end = m
                        break
                k += 1
        if end < 0:
            end = i
            while end < n and not text[end].isspace():
                end += 1
        parts.append(text[i:end])
        i = end
    return parts


def _clean_brackets(text):
    # "[ " -> "[", " ]" -> "]", and empty bracket pairs vanish, as in CPython's usage clean-up
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in "[(" and i + 1 < n and text[i + 1] == " ":
            out.append(c)
            i += 2
            continue
        if c == " " and i + 1 < n and text[i + 1] in "])":
            i += 1
            continue
        out.append(c)
        i += 1
    text = "".join(out)
    res = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in "[(":
            j = i + 1
            while j < n and text[j] == " ":
                j += 1
            if j < n and text[j] in "])":
                i = j + 1
                continue
        res.append(c)
        i += 1
    return "".join(res)


__all__ = ["ArgumentParser", "ArgumentError", "ArgumentTypeError", "Namespace", "Action", "HelpFormatter",
           "RawDescriptionHelpFormatter", "RawTextHelpFormatter", "ArgumentDefaultsHelpFormatter",
           "MetavarTypeHelpFormatter", "SUPPRESS", "OPTIONAL", "ZERO_OR_MORE", "ONE_OR_MORE", "PARSER", "REMAINDER"]
