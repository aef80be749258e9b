// features: string_builder, try_statement, string_methods, builtin_exceptions, enhanced_for_statement
// A line editor's error reports: StringBuilder delete/replace/insert/deleteCharAt/charAt/setCharAt
// out of range (end clamped to the length, then start checked), String.charAt's JDK 17 wording,
// and PatternSyntaxException messages (description, index, pattern, caret) for bad user patterns.
import java.util.*;
import java.util.function.*;
import java.util.regex.*;

public class builder_regex_errors {
    static void attempt(String label, Supplier<Object> op) {
        try {
            System.out.println(label + " -> " + op.get());
        } catch (RuntimeException e) {
            System.out.println(label + " !! " + e);
        }
    }

    public static void main(String[] args) {
        var line = new StringBuilder("the quick fox");
        attempt("delete(4, 10)", () -> new StringBuilder(line).delete(4, 10));
        attempt("delete(4, 99)", () -> new StringBuilder(line).delete(4, 99));
        attempt("delete(9, 3)", () -> new StringBuilder(line).delete(9, 3));
        attempt("delete(-1, 2)", () -> new StringBuilder(line).delete(-1, 2));
        attempt("delete(20, 30)", () -> new StringBuilder(line).delete(20, 30));
        attempt("delete(13, 13)", () -> new StringBuilder(line).delete(13, 13));
        attempt("replace(4, 9, \"slow\")", () -> new StringBuilder(line).replace(4, 9, "slow"));
        attempt("replace(10, 99, \"cat\")", () -> new StringBuilder(line).replace(10, 99, "cat"));
        attempt("replace(8, 2, \"x\")", () -> new StringBuilder(line).replace(8, 2, "x"));
        attempt("insert(13, \"!\")", () -> new StringBuilder(line).insert(13, "!"));
        attempt("insert(14, \"!\")", () -> new StringBuilder(line).insert(14, "!"));
        attempt("insert(-2, 'x')", () -> new StringBuilder(line).insert(-2, 'x'));
        attempt("deleteCharAt(12)", () -> new StringBuilder(line).deleteCharAt(12));
        attempt("deleteCharAt(13)", () -> new StringBuilder(line).deleteCharAt(13));
        attempt("charAt(40)", () -> line.charAt(40));
        attempt("setCharAt(-3)", () -> {
            line.setCharAt(-3, 'Q');
            return line;
        });
        attempt("String.charAt(13)", () -> line.toString().charAt(13));
        attempt("String.charAt(-1)", () -> "fox".charAt(-1));
        attempt("String.substring(2, 1)", () -> "fox".substring(2, 1));
        attempt("codePointAt(7)", () -> "fox".codePointAt(7));
        attempt("builder codePointAt(0)", () -> line.codePointAt(0));
        attempt("builder codePointAt(13)", () -> line.codePointAt(13));
        attempt("builder substring(4, 40)", () -> line.substring(4, 40));

        List<String> userPatterns = List.of("(\\d+", "a)b", "[a-z", "*.txt", "x{3,1}", "[z-a]", "trailing\\", "ok-\\d{2}", "+1", "a??", "(?<year>\\d{4})-(?<m>\\d\\d");
        for (String p : userPatterns) {
            try {
                Pattern compiled = Pattern.compile(p);
                System.out.println("ok " + compiled.pattern() + " matches 'ok-42'? " + compiled.matcher("ok-42").matches());
            } catch (PatternSyntaxException e) {
                System.out.println("bad pattern: [" + e.getDescription() + "] at " + e.getIndex() + " in " + e.getPattern());
                e.getMessage().lines().forEach(l -> System.out.println("  | " + l));
            }
        }
        try {
            "a,b".split("(");
        } catch (PatternSyntaxException e) {
            System.out.println("split: " + e.getMessage().replace('\n', '/'));
        }
        try {
            "abc".replaceAll("[", "x");
        } catch (IllegalArgumentException e) {
            System.out.println("replaceAll: " + e.getClass().getName() + " " + e.getMessage().lines().findFirst().orElse(""));
        }
    }
}
