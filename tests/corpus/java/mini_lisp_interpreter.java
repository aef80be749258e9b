// features: program, nested_static_class, interface_declaration, lambda_expression, method_reference, instanceof_expression, custom_exceptions, hash_map, deque_stack, generics, cast_expression
import java.util.*;
import java.util.function.*;

public class MiniLisp {
    static class LispError extends RuntimeException {
        LispError(String msg) { super(msg); }
    }

    interface Fn { Object apply(List<Object> args); }

    static class Lambda implements Fn {
        final List<String> params; final Object body; final Env env;
        Lambda(List<String> params, Object body, Env env) { this.params = params; this.body = body; this.env = env; }
        public Object apply(List<Object> args) {
            Env e = new Env(env);
            for (int i = 0; i < params.size(); i++) e.define(params.get(i), args.get(i));
            return eval(body, e);
        }
        @Override public String toString() { return "<lambda/" + params.size() + ">"; }
    }

    static class Env {
        private final Map<String, Object> vars = new HashMap<>();
        private final Env parent;
        Env(Env parent) { this.parent = parent; }
        void define(String k, Object v) { vars.put(k, v); }
        Object lookup(String k) {
            if (vars.containsKey(k)) return vars.get(k);
            if (parent != null) return parent.lookup(k);
            throw new LispError("unbound symbol: " + k);
        }
    }

    static Deque<String> tokenize(String src) {
        Deque<String> out = new ArrayDeque<>();
        for (String t : src.replace("(", " ( ").replace(")", " ) ").trim().split("\\s+")) out.add(t);
        return out;
    }

    static Object parse(Deque<String> toks) {
        String t = toks.poll();
        if (t == null) throw new LispError("unexpected EOF");
        if (t.equals("(")) {
            List<Object> list = new ArrayList<>();
            while (!")".equals(toks.peek())) {
                if (toks.isEmpty()) throw new LispError("missing )");
                list.add(parse(toks));
            }
            toks.poll();
            return list;
        }
        if (t.equals(")")) throw new LispError("unexpected )");
        try { return Long.parseLong(t); } catch (NumberFormatException e) { return t; }
    }

    static Fn arith(BinaryOperator<Long> op) {
        return args -> {
            long acc = (Long) args.get(0);
            for (int i = 1; i < args.size(); i++) acc = op.apply(acc, (Long) args.get(i));
            return acc;
        };
    }

    @SuppressWarnings("unchecked")
    static Object eval(Object x, Env env) {
        if (x instanceof String s) return env.lookup(s);
        if (x instanceof Long) return x;
        List<Object> list = (List<Object>) x;
        if (list.isEmpty()) return list;
        Object head = list.get(0);
        if ("quote".equals(head)) return list.get(1);
        if ("if".equals(head)) {
            Object c = eval(list.get(1), env);
            boolean truthy = !(c instanceof Boolean b) || b;
            return eval(truthy ? list.get(2) : list.get(3), env);
        }
        if ("define".equals(head)) {
            Object v = eval(list.get(2), env);
            env.define((String) list.get(1), v);
            return v;
        }
        if ("lambda".equals(head)) {
            List<String> ps = new ArrayList<>();
            for (Object p : (List<Object>) list.get(1)) ps.add((String) p);
            return new Lambda(ps, list.get(2), env);
        }
        Object f = eval(head, env);
        List<Object> args = new ArrayList<>();
        for (Object a : list.subList(1, list.size())) args.add(eval(a, env));
        if (!(f instanceof Fn fn)) throw new LispError("not a function: " + show(f));
        return fn.apply(args);
    }

    static String show(Object o) {
        if (o instanceof List<?> l) {
            StringJoiner j = new StringJoiner(" ", "(", ")");
            for (Object e : l) j.add(show(e));
            return j.toString();
        }
        if (o instanceof Boolean b) return b ? "#t" : "#f";
        return String.valueOf(o);
    }

    public static void main(String[] args) {
        Env global = new Env(null);
        global.define("+", arith(Long::sum));
        global.define("-", arith((a, b) -> a - b));
        global.define("*", arith((a, b) -> a * b));
        global.define("<", (Fn) a -> (Long) a.get(0) < (Long) a.get(1));
        global.define("=", (Fn) a -> a.get(0).equals(a.get(1)));
        global.define("list", (Fn) a -> new ArrayList<>(a));
        global.define("car", (Fn) a -> ((List<?>) a.get(0)).get(0));
        global.define("cdr", (Fn) a -> { List<?> l = (List<?>) a.get(0); return new ArrayList<>(l.subList(1, l.size())); });
        global.define("length", (Fn) a -> (long) ((List<?>) a.get(0)).size());

        String[] programs = {
            "(define sq (lambda (x) (* x x)))",
            "(sq 12)",
            "(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
            "(fact 20)",
            "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
            "(fib 15)",
            "(list 1 2 (sq 3) (quote (a b)))",
            "(cdr (list 1 2 3))",
            "(length (quote (x y z w)))",
            "(= (sq 4) 16)",
            "(define make-adder (lambda (n) (lambda (x) (+ x n))))",
            "((make-adder 10) 5)",
            "make-adder",
            "(undefined-thing 1)",
            "(1 2 3)",
            "(+ 1 2",
        };
        for (String p : programs) {
            try {
                Object r = eval(parse(tokenize(p)), global);
                System.out.println(p + " => " + show(r));
            } catch (LispError e) {
                System.out.println(p + " !! " + e.getMessage());
            }
        }
    }
}
