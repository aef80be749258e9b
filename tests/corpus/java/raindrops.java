// features: program, string_builder, if_statement, string_methods, for_statement
public class Raindrops {
    static String convert(int n) {
        StringBuilder sb = new StringBuilder();
        if (n % 3 == 0) sb.append("Pling");
        if (n % 5 == 0) sb.append("Plang");
        if (n % 7 == 0) sb.append("Plong");
        if (sb.length() == 0) sb.append(n);
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] inputs = {1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125};
        for (int i = 0; i < inputs.length; i++) {
            System.out.println(inputs[i] + ": " + convert(inputs[i]));
        }
    }
}
