// features: program, enum_declaration, nested_static_class, string_methods, string_builder, char_type, switch_statement, multi_catch, builtin_exceptions, throw_statement, array_list, floating_point, cast_expression
import java.util.ArrayList;
import java.util.List;

public class Tokenizer {
    enum Kind { NUMBER, IDENT, OP, LPAREN, RPAREN }

    static final class Token {
        final Kind kind;
        final String text;
        Token(Kind kind, String text) { this.kind = kind; this.text = text; }
        @Override public String toString() { return kind + "(" + text + ")"; }
    }

    static List<Token> lex(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (Character.isDigit(c)) {
                int j = i;
                while (j < src.length() && (Character.isDigit(src.charAt(j)) || src.charAt(j) == '.')) j++;
                out.add(new Token(Kind.NUMBER, src.substring(i, j)));
                i = j;
            } else if (Character.isLetter(c)) {
                StringBuilder sb = new StringBuilder();
                while (i < src.length() && Character.isLetterOrDigit(src.charAt(i))) sb.append(src.charAt(i++));
                out.add(new Token(Kind.IDENT, sb.toString()));
            } else if (c == '(') { out.add(new Token(Kind.LPAREN, "(")); i++; }
            else if (c == ')') { out.add(new Token(Kind.RPAREN, ")")); i++; }
            else if ("+-*/^".indexOf(c) >= 0) { out.add(new Token(Kind.OP, String.valueOf(c))); i++; }
            else throw new IllegalArgumentException("bad char '" + c + "' at " + i);
        }
        return out;
    }

    static int pos;
    static List<Token> toks;

    static double expr() {
        double v = term();
        while (pos < toks.size() && (toks.get(pos).text.equals("+") || toks.get(pos).text.equals("-"))) {
            String op = toks.get(pos++).text;
            double r = term();
            v = op.equals("+") ? v + r : v - r;
        }
        return v;
    }

    static double term() {
        double v = factor();
        while (pos < toks.size() && (toks.get(pos).text.equals("*") || toks.get(pos).text.equals("/"))) {
            String op = toks.get(pos++).text;
            double r = factor();
            v = op.equals("*") ? v * r : v / r;
        }
        return v;
    }

    static double factor() {
        double base = atom();
        if (pos < toks.size() && toks.get(pos).text.equals("^")) {
            pos++;
            return Math.pow(base, factor());
        }
        return base;
    }

    static double atom() {
        Token t = toks.get(pos++);
        switch (t.kind) {
            case NUMBER: return Double.parseDouble(t.text);
            case LPAREN: {
                double v = expr();
                pos++;
                return v;
            }
            case OP:
                if (t.text.equals("-")) return -atom();
            default:
                throw new IllegalStateException("unexpected " + t);
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1.5", "-(3 - 5) * 2", "7 $ 3", "x + 1"};
        for (String in : inputs) {
            try {
                toks = lex(in);
                pos = 0;
                System.out.println(toks);
                double v = expr();
                if (v == Math.floor(v)) System.out.println(in + " = " + (long) v);
                else System.out.println(in + " = " + v);
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
