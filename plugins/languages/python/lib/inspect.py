# inspect, written for RedDragon's VM (lowered with the programs that import
# it): signature() with Parameter/Signature/BoundArguments as CPython 3.11
# prints and binds them, the is*() predicates, getmembers, getdoc/cleandoc,
# getmro, unwrap, get_annotations, getfullargspec. A function's parameters come
# from the VM (__py_fn_params: name, kind, default); no frames, source or code
# objects (stack(), getsource(), currentframe() are absent).
import collections
import enum
import types


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self.name

    @property
    def description(self):
        return _KIND_TEXT[self._value_]


_KIND_TEXT = {0: "positional-only", 1: "positional or keyword", 2: "variadic positional",
              3: "keyword-only", 4: "variadic keyword"}
_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type):
        module = getattr(annotation, "__module__", "builtins")
        if module in ("builtins", base_module):
            return annotation.__qualname__
        return module + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind") from None
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f"{self._kind.description} parameters cannot have default values")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if not name.isidentifier():
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name, self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        kind = self._kind
        text = self._name
        if self._annotation is not _empty:
            text = f"{text}: {formatannotation(self._annotation)}"
        if self._default is not _empty:
            if self._annotation is not _empty:
                text = f"{text} = {self._default!r}"
            else:
                text = f"{text}={self._default!r}"
        if kind == _VAR_POSITIONAL:
            text = "*" + text
        elif kind == _VAR_KEYWORD:
            text = "**" + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))


class BoundArguments:
    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            if name not in self.arguments:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(self.arguments[name])
            else:
                args.append(self.arguments[name])
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started:
                continue
            if name not in self.arguments:
                continue
            if param.kind == _VAR_KEYWORD:
                kwargs.update(self.arguments[name])
            else:
                kwargs[name] = self.arguments[name]
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new = []
        for name, param in self._signature.parameters.items():
            if name in arguments:
                new.append((name, arguments[name]))
            elif param.default is not _empty:
                new.append((name, param.default))
            elif param.kind == _VAR_POSITIONAL:
                new.append((name, ()))
            elif param.kind == _VAR_KEYWORD:
                new.append((name, {}))
        self.arguments = dict(new)

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in self.arguments.items())
        return f"<{type(self).__name__} ({args})>"


class Signature:
    __slots__ = ("_parameters", "_return_annotation")

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        params = {}
        if parameters is not None:
            top = _POSITIONAL_ONLY
            seen_default = False
            for param in parameters:
                kind = param.kind
                if kind < top:
                    raise ValueError(f"wrong parameter order: {top.description} parameter before "
                                     f"{kind.description} parameter")
                top = kind
                if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                    if param.default is _empty:
                        if seen_default:
                            raise ValueError("non-default argument follows default argument")
                    else:
                        seen_default = True
                if param.name in params:
                    raise ValueError(f"duplicate parameter name: {param.name!r}")
                params[param.name] = param
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True):
        return _signature_of(obj, follow_wrapped)

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self._parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _bind(self, args, kwargs, partial=False):
        arguments = {}
        params = iter(self._parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        kwargs = dict(kwargs)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(params)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            raise TypeError(f"{param.name!r} parameter is positional only, "
                                            "but was passed as a keyword")
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        raise TypeError(f"missing a required argument: {param.name!r}") from None
            else:
                try:
                    param = next(params)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError("too many positional arguments") from None
                    if param.kind == _VAR_POSITIONAL:
                        arguments[param.name] = (arg_val,) + tuple(arg_vals)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError(f"multiple values for argument {param.name!r}") from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in list(parameters_ex) + list(params):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            name = param.name
            try:
                arg_val = kwargs.pop(name)
            except KeyError:
                if not partial and param.kind != _VAR_POSITIONAL and param.default is _empty:
                    raise TypeError(f"missing a required argument: {name!r}") from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError(f"{param.name!r} parameter is positional only, "
                                    "but was passed as a keyword")
                arguments[name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError(f"got an unexpected keyword argument {next(iter(kwargs))!r}")
        return BoundArguments(self, arguments)

    def bind(self, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __str__(self):
        result = []
        render_pos_only = False
        render_kw_only = True
        for param in self._parameters.values():
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only = True
            elif render_pos_only:
                result.append("/")
                render_pos_only = False
            if kind == _VAR_POSITIONAL:
                render_kw_only = False
            elif kind == _KEYWORD_ONLY and render_kw_only:
                result.append("*")
                render_kw_only = False
            result.append(str(param))
        if render_pos_only:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self._return_annotation is not _empty:
            rendered += f" -> {formatannotation(self._return_annotation)}"
        return rendered

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return (self._return_annotation == other._return_annotation and
                list(self._parameters.values()) == list(other._parameters.values()))

    def __hash__(self):
        return hash((tuple(self._parameters.values()), self._return_annotation))


def _function_signature(func):
    annotations = getattr(func, "__annotations__", None) or {}
    params = []
    for name, kind, has_default, default in __py_fn_params(func):
        params.append(Parameter(name, kind, default=default if has_default else _empty,
                                annotation=annotations.get(name, _empty)))
    return Signature(params, return_annotation=annotations.get("return", _empty))


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _class_attr(cls, name):
    for klass in cls.__mro__:
        if klass is object:
            return None
        if name in vars(klass):
            return vars(klass)[name]
    return None


def _signature_of(obj, follow_wrapped=True, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if isinstance(obj, types.MethodType):
        sig = _signature_of(obj.__func__, follow_wrapped)
        return _drop_first(sig) if skip_bound_arg else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
        if isinstance(obj, types.MethodType):
            return _signature_of(obj, follow_wrapped)
    sig = getattr(obj, "__signature__", None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f"unexpected object {sig!r} in __signature__ attribute")
        return sig
    if isinstance(obj, types.FunctionType):
        return _function_signature(obj)
    if isinstance(obj, type):
        for name in ("__new__", "__init__"):
            meth = _class_attr(obj, name)
            if meth is None:
                continue
            if isinstance(meth, staticmethod):
                meth = meth.__func__
            if isinstance(meth, types.FunctionType):
                return _drop_first(_signature_of(meth, follow_wrapped))
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return Signature()
        raise ValueError(f"no signature found for builtin type {obj!r}")
    if isinstance(obj, (types.BuiltinFunctionType, types.BuiltinMethodType)):
        raise ValueError(f"no signature found for builtin {obj!r}")
    call = _class_attr(type(obj), "__call__")
    if call is not None and isinstance(call, types.FunctionType):
        return _drop_first(_signature_of(call, follow_wrapped))
    raise ValueError(f"callable {obj!r} is not supported by signature")


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return _signature_of(obj, follow_wrapped)


def unwrap(func, *, stop=None):
    f = func
    seen = {id(f)}
    while hasattr(f, "__wrapped__") and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen:
            raise ValueError(f"wrapper loop when unwrapping {func!r}")
        seen.add(id(f))
    return f


def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None and isinstance(object, type):
        for base in object.__mro__[1:]:
            if base is object:
                break
            doc = base.__doc__
            if doc is not None:
                break
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def isclass(object):
    return isinstance(object, type)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, types.CoroutineType)


def isabstract(object):
    return isinstance(object, type) and bool(getattr(object, "__abstractmethods__", None))


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def getmro(cls):
    return cls.__mro__


def getmembers(object, predicate=None):
    results = []
    for key in dir(object):
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        ann = vars(obj).get("__annotations__", None)
    else:
        ann = getattr(obj, "__annotations__", None)
    return dict(ann) if ann else {}


FullArgSpec = collections.namedtuple("FullArgSpec",
                                     "args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations")


def getfullargspec(func):
    try:
        sig = _signature_of(func, False, skip_bound_arg=False)
    except Exception as ex:
        raise TypeError("unsupported callable") from ex
    args, kwonly, defaults, kwdefaults, annotations = [], [], (), {}, {}
    varargs = varkw = None
    if sig.return_annotation is not _empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind, name = param.kind, param.name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not _empty:
                defaults += (param.default,)
        elif kind == _VAR_POSITIONAL:
            varargs = name
        elif kind == _KEYWORD_ONLY:
            kwonly.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        else:
            varkw = name
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonly, kwdefaults or None, annotations)


__all__ = ["BoundArguments", "FullArgSpec", "Parameter", "Signature", "cleandoc", "formatannotation",
           "get_annotations", "getdoc", "getfullargspec", "getmembers", "getmro", "isabstract", "isbuiltin",
           "isclass", "iscoroutine", "isdatadescriptor", "isfunction", "isgenerator", "ismethod", "isroutine", "signature", "unwrap"]
