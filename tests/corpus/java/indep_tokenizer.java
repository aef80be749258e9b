// features: program, record_declaration, interface_declaration, instanceof_expression, switch_expression, deque_stack, array_list
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;

public class Tokenizer {
    sealed interface Token permits Num, Op, Paren {}
    record Num(double value) implements Token {}
    record Op(char symbol) implements Token {}
    record Paren(boolean open) implements Token {}

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (Character.isDigit(c) || c == '.') {
                int start = i;
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) i++;
                out.add(new Num(Double.parseDouble(src.substring(start, i))));
                continue;
            }
            if ("+-*/^".indexOf(c) >= 0) out.add(new Op(c));
            else if (c == '(' || c == ')') out.add(new Paren(c == '('));
            else throw new IllegalArgumentException("bad char '" + c + "' at " + i);
            i++;
        }
        return out;
    }

    static int prec(char op) {
        return switch (op) {
            case '+', '-' -> 1;
            case '*', '/' -> 2;
            case '^' -> 3;
            default -> throw new IllegalStateException("op " + op);
        };
    }

    static List<Token> toRpn(List<Token> tokens) {
        List<Token> output = new ArrayList<>();
        Deque<Token> stack = new ArrayDeque<>();
        for (Token t : tokens) {
            if (t instanceof Num) output.add(t);
            else if (t instanceof Op op) {
                while (!stack.isEmpty() && stack.peek() instanceof Op top
                        && (prec(top.symbol()) > prec(op.symbol())
                            || (prec(top.symbol()) == prec(op.symbol()) && op.symbol() != '^'))) {
                    output.add(stack.pop());
                }
                stack.push(op);
            } else if (t instanceof Paren p && p.open()) stack.push(p);
            else {
                while (!(stack.peek() instanceof Paren)) output.add(stack.pop());
                stack.pop();
            }
        }
        while (!stack.isEmpty()) output.add(stack.pop());
        return output;
    }

    static double eval(List<Token> rpn) {
        Deque<Double> st = new ArrayDeque<>();
        for (Token t : rpn) {
            if (t instanceof Num n) st.push(n.value());
            else if (t instanceof Op o) {
                double b = st.pop(), a = st.pop();
                st.push(switch (o.symbol()) {
                    case '+' -> a + b;
                    case '-' -> a - b;
                    case '*' -> a * b;
                    case '/' -> a / b;
                    case '^' -> Math.pow(a, b);
                    default -> 0.0;
                });
            }
        }
        return st.pop();
    }

    static String show(Token t) {
        if (t instanceof Num n) {
            double v = n.value();
            return v == Math.floor(v) ? String.valueOf((long) v) : String.valueOf(v);
        } else if (t instanceof Op o) return String.valueOf(o.symbol());
        return ((Paren) t).open() ? "(" : ")";
    }

    public static void main(String[] args) {
        String[] exprs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1.5", "3.5 * (2 - 0.5) / 7", "1 / 0", "2 $ 3"};
        for (String e : exprs) {
            try {
                List<Token> toks = tokenize(e);
                List<Token> rpn = toRpn(toks);
                StringJoiner sj = new StringJoiner(" ", "[", "]");
                for (Token t : rpn) sj.add(show(t));
                System.out.println(e + " -> " + sj + " = " + eval(rpn));
            } catch (IllegalArgumentException ex) {
                System.out.println(e + " -> error: " + ex.getMessage());
            }
        }
        System.out.println(tokenize("1+2").get(0));
        System.out.println(new Op('*').equals(new Op('*')));
    }
}
