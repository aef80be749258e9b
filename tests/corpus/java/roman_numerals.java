// features: program, string_builder, arrays, while_statement, for_statement
public class RomanNumerals {
    private static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    static String toRoman(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < VALUES.length; i++) {
            while (n >= VALUES[i]) {
                sb.append(SYMBOLS[i]);
                n -= VALUES[i];
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] inputs = {1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 66, 93, 141, 163, 166, 402, 575, 666, 911, 1024, 1666, 3000, 3001, 3888, 3999};
        for (int n : inputs) System.out.println(n + " = " + toRoman(n));
    }
}
