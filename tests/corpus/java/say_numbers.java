// features: program, long_arithmetic, arrays, string_builder, string_methods, builtin_exceptions, static_members
public class SayNumbers {
    private static final String[] SMALL = {"zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"};
    private static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty",
        "seventy", "eighty", "ninety"};
    private static final long[] SCALES = {1_000_000_000L, 1_000_000L, 1_000L};
    private static final String[] SCALE_NAMES = {"billion", "million", "thousand"};

    static String below100(int n) {
        if (n < 20) return SMALL[n];
        String t = TENS[n / 10];
        return n % 10 == 0 ? t : t + "-" + SMALL[n % 10];
    }

    static String below1000(int n) {
        if (n < 100) return below100(n);
        String head = SMALL[n / 100] + " hundred";
        return n % 100 == 0 ? head : head + " " + below100(n % 100);
    }

    static String say(long n) {
        if (n < 0 || n > 999_999_999_999L) {
            throw new IllegalArgumentException("input out of range");
        }
        if (n == 0) return "zero";
        StringBuilder sb = new StringBuilder();
        long rest = n;
        for (int i = 0; i < SCALES.length; i++) {
            if (rest >= SCALES[i]) {
                int chunk = (int) (rest / SCALES[i]);
                rest %= SCALES[i];
                if (sb.length() > 0) sb.append(' ');
                sb.append(below1000(chunk)).append(' ').append(SCALE_NAMES[i]);
            }
        }
        if (rest > 0) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(below1000((int) rest));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        long[] inputs = {0, 1, 14, 20, 22, 30, 99, 100, 123, 200, 999, 1000, 1234, 1_000_000, 1_002_345,
                         1_000_000_000L, 987_654_321_123L, 3_000_000_021L};
        for (long n : inputs) {
            System.out.printf("%,d -> %s%n", n, say(n));
        }
        for (long bad : new long[]{-1, 1_000_000_000_000L}) {
            try {
                say(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }
        String longest = "";
        for (int i = 1; i < 1000; i++) {
            String s = say(i);
            if (s.length() > longest.length()) longest = s;
        }
        System.out.println("longest below 1000: " + longest + " (" + longest.length() + ")");
        System.out.println(say(Long.parseLong("12345")).toUpperCase().replace('-', ' '));
    }
}
