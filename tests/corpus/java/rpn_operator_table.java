// features: program, static_initializer, lambda_expression, method_reference, hash_map, deque_stack, switch_statement, builtin_exceptions, multi_catch, string_format, floating_point
import java.util.*;
import java.util.function.DoubleBinaryOperator;

public class Rpn {
    static final Map<String, DoubleBinaryOperator> OPS = new HashMap<>();
    static {
        OPS.put("+", (a, b) -> a + b);
        OPS.put("-", (a, b) -> a - b);
        OPS.put("*", (a, b) -> a * b);
        OPS.put("/", (a, b) -> {
            if (b == 0) throw new ArithmeticException("division by zero");
            return a / b;
        });
        OPS.put("^", Math::pow);
    }

    static double eval(String expr) {
        Deque<Double> st = new ArrayDeque<>();
        for (String tok : expr.trim().split("\\s+")) {
            if (OPS.containsKey(tok)) {
                if (st.size() < 2) throw new IllegalArgumentException("stack underflow at '" + tok + "'");
                double b = st.pop(), a = st.pop();
                st.push(OPS.get(tok).applyAsDouble(a, b));
            } else {
                switch (tok) {
                    case "dup": st.push(st.peek()); break;
                    case "swap": { double x = st.pop(), y = st.pop(); st.push(x); st.push(y); break; }
                    case "neg": st.push(-st.pop()); break;
                    default:
                        try { st.push(Double.parseDouble(tok)); }
                        catch (NumberFormatException e) { throw new IllegalArgumentException("bad token '" + tok + "'"); }
                }
            }
        }
        if (st.size() != 1) throw new IllegalArgumentException("leftover values: " + st);
        return st.pop();
    }

    static String toInfix(String expr) {
        Deque<String> st = new ArrayDeque<>();
        for (String tok : expr.trim().split("\\s+")) {
            if (OPS.containsKey(tok)) { String b = st.pop(), a = st.pop(); st.push("(" + a + " " + tok + " " + b + ")"); }
            else st.push(tok);
        }
        return st.peek();
    }

    public static void main(String[] args) {
        String[] progs = {"3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 ^ dup *", "1 0 /", "1 +", "4 2 swap -", "7 neg 2 *", "1 2 3", "2 x +", "10 3 /"};
        for (String p : progs) {
            try {
                double v = eval(p);
                String shown = v == Math.rint(v) ? String.valueOf((long) v) : String.format("%.4f", v);
                System.out.printf("%-20s = %s%n", p, shown);
            } catch (ArithmeticException | IllegalArgumentException e) {
                System.out.printf("%-20s ! %s: %s%n", p, e.getClass().getSimpleName(), e.getMessage());
            }
        }
        System.out.println(toInfix("5 1 2 + 4 * + 3 -"));
        System.out.println(OPS.keySet().size() + " operators, sorted: " + new TreeSet<>(OPS.keySet()));
    }
}
