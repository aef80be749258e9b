// features: system_exit, static_members, enhanced_for_statement, try_statement
public class ExitStatus {
    static int validate(int[] xs) {
        int bad = 0;
        for (int x : xs) if (x % 2 != 0) bad++;
        return bad;
    }

    public static void main(String[] args) {
        int bad = validate(new int[] {2, 3, 5, 8});
        System.out.println("odd values: " + bad);
        try {
            if (bad > 0) {
                System.out.println("exiting with " + (bad + 40));
                System.exit(bad + 40);
            }
        } finally {
            System.out.println("finally: not printed, the JVM halts");
        }
        System.out.println("unreachable");
    }
}
