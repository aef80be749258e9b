// features: program, method_overloading, null_literal, ternary_expression, string_concatenation
public class TwoFer {
    static String twofer(String name) {
        return "One for " + (name == null ? "you" : name) + ", one for me.";
    }

    static String twofer() {
        return twofer(null);
    }

    public static void main(String[] args) {
        System.out.println(twofer());
        System.out.println(twofer("Alice"));
        System.out.println(twofer("Bob"));
        String nobody = null;
        System.out.println(twofer(nobody));
        System.out.println("null prints as " + nobody);
    }
}
