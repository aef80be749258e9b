// features: program, logical_operators, boolean_type, enhanced_for_statement, arrays, string_format
public class Leap {
    static boolean isLeap(int year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    public static void main(String[] args) {
        int[] years = {2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800};
        for (int y : years) {
            System.out.println(String.format("%d -> %b", y, isLeap(y)));
        }
    }
}
