// features: program, method_declaration, static_members, string_builder, int_arithmetic, long_arithmetic
public class Hanoi {
    static int moves = 0;
    static StringBuilder log = new StringBuilder();

    static void solve(int n, char from, char to, char via) {
        if (n == 0) return;
        solve(n - 1, from, via, to);
        moves++;
        if (n >= 3) log.append("disk ").append(n).append(' ').append(from).append("->").append(to).append('\n');
        solve(n - 1, via, to, from);
    }

    public static void main(String[] args) {
        solve(4, 'A', 'C', 'B');
        System.out.print(log);
        System.out.println("moves: " + moves);
        for (int n = 1; n <= 40; n += 13) {
            long expected = (1L << n) - 1;
            System.out.println(n + " disks need " + expected + " moves");
        }
    }
}
