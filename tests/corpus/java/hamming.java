// features: program, string_methods, custom_exceptions, try_statement, throw_statement, char_type
public class Hamming {
    static int distance(String a, String b) {
        if (a.length() != b.length()) {
            throw new IllegalArgumentException("strands must be of equal length");
        }
        int d = 0;
        for (int i = 0; i < a.length(); i++) {
            if (a.charAt(i) != b.charAt(i)) d++;
        }
        return d;
    }

    public static void main(String[] args) {
        String[][] cases = {{"", ""}, {"A", "A"}, {"G", "T"}, {"GGACTGAAATCTG", "GGACTGAAATCTG"},
                            {"GGACGGATTCTG", "AGGACGGATTCT"}, {"AATG", "AAA"}, {"ATA", "AGTG"}};
        for (String[] c : cases) {
            try {
                System.out.println(c[0] + " vs " + c[1] + ": " + distance(c[0], c[1]));
            } catch (IllegalArgumentException e) {
                System.out.println(c[0] + " vs " + c[1] + ": error " + e.getMessage());
            }
        }
    }
}
