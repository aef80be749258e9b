// features: program, method_declaration, while_statement, int_arithmetic, system_out
public class Main {
    static int gcd(int a, int b) {
        while (b != 0) {
            int t = b;
            b = a % b;
            a = t;
        }
        return a;
    }

    public static void main(String[] args) {
        System.out.println(gcd(48, 18));
        System.out.println(gcd(270, 192));
        System.out.println(gcd(17, 5));
    }
}
