// features: program, string_methods, if_statement, char_type, boolean_type
public class Bob {
    static String hey(String input) {
        String s = input.trim();
        if (s.isEmpty()) return "Fine. Be that way!";
        boolean hasLetters = false, allUpper = true;
        for (char c : s.toCharArray()) {
            if (Character.isLetter(c)) {
                hasLetters = true;
                if (Character.isLowerCase(c)) allUpper = false;
            }
        }
        boolean yelling = hasLetters && allUpper;
        boolean question = s.endsWith("?");
        if (yelling && question) return "Calm down, I know what I'm doing!";
        if (yelling) return "Whoa, chill out!";
        if (question) return "Sure.";
        return "Whatever.";
    }

    public static void main(String[] args) {
        String[] inputs = {"Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "FCECDFCAAB", "Does this cryogenic chamber make me look fat?",
                           "You are, what, like 15?", "fffbbcbeab?", "Hi there!", "It's OK if you don't want to go work for NASA.",
                           "WHAT'S GOING ON?", "1, 2, 3 GO!", "1, 2, 3", "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!",
                           "I HATE THE DENTIST", "Ending with ? means a question.", ":) ?", "Wait! Hang on. Are you going to be OK?",
                           "", "          ", "\t\t\t\t\t\t\t\t\t\t", "Okay if like my  spacebar  quite a bit?   "};
        for (String in : inputs) System.out.println(hey(in));
    }
}
