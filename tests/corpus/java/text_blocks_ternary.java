// features: program, text_block, ternary_expression, string_literal, character_literal, increment_decrement, boolean_type
public class TextBlocks {
    public static void main(String[] args) {
        String poem = """
            Roses are red,
              Violets are blue,
            "Quotes" stay.
            """;
        System.out.print(poem);
        String esc = "tab\there\nnew line \"quoted\" back\\slash \u0041\101";
        System.out.println(esc);
        char nl = '\n', q = '\'', uni = '\u0042';
        System.out.println("[" + q + uni + "]" + (int) nl);
        int i = 5;
        int a = i++ + ++i;
        int b = i-- - --i;
        System.out.println(a + " " + b + " " + i);
        int[] arr = {1, 2, 3};
        arr[1]++;
        ++arr[2];
        arr[0] += arr[1]--;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2]);
        for (int n = -2; n <= 2; n++) {
            String sign = n < 0 ? "negative" : n == 0 ? "zero" : "positive";
            System.out.println(n + " is " + sign);
        }
        boolean t = true, f = false;
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ t) + " " + !f + " " + (f || t && !f));
    }
}
