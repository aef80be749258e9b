// features: program, method_declaration, while_statement, int_arithmetic, system_out
public class Main {
    static int sum_to(int n) {
        int total = 0;
        int i = 1;
        while (i <= n) {
            total = total + i;
            i = i + 1;
        }
        return total;
    }

    public static void main(String[] args) {
        System.out.println(sum_to(100));
    }
}
