// features: program, string_methods, hash_map, streams, method_reference, lambda_expression, builtin_exceptions, try_statement, arrays, unicode_strings
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class RegexTour {
    public static void main(String[] args) {
        String log = "2024-01-15 ERROR [db] timeout after 30s\n2024-01-15 INFO [web] started\n2024-01-16 WARN [db] slow query 1200ms\n2024-01-17 ERROR [auth] bad token";
        Pattern line = Pattern.compile("^(?<date>\\d{4}-\\d{2}-\\d{2}) (?<level>[A-Z]+) \\[(\\w+)\\] (.*)$", Pattern.MULTILINE);
        Matcher m = line.matcher(log);
        Map<String, Integer> perLevel = new TreeMap<>();
        while (m.find()) {
            perLevel.merge(m.group("level"), 1, Integer::sum);
            System.out.println(m.group("date") + " | " + m.group(3) + " | " + m.group(4) + " @" + m.start() + "-" + m.end() + " groups=" + m.groupCount());
        }
        System.out.println(perLevel);
        Matcher nums = Pattern.compile("(\\d+)(ms|s)").matcher(log);
        int totalMs = 0;
        while (nums.find()) totalMs += Integer.parseInt(nums.group(1)) * (nums.group(2).equals("s") ? 1000 : 1);
        System.out.println("total ms " + totalMs);
        System.out.println(Pattern.matches("[a-z]+@[a-z]+\\.com", "bob@example.com") + " " + "A-12".matches("[A-Z]-\\d+") + " " + "a-12x".matches("[A-Z]-\\d+"));
        Pattern ci = Pattern.compile("hello", Pattern.CASE_INSENSITIVE);
        System.out.println(ci.matcher("Say HELLO and hello").replaceAll("hi") + " " + ci.flags() + " " + ci);
        System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + "a.b.c".replaceFirst("\\.", "\\$") + " " + "x1y22z333".replaceAll("\\d+", "#"));
        System.out.println(Arrays.toString("a1b2c3".split("\\d")) + " " + Arrays.toString("a,b;;c".split("[,;]")) + " " + Arrays.toString("boo:and:foo".split("o", -1)) + " " + Arrays.toString("boo:and:foo".split("o", 2)) + " " + Arrays.toString("abc".split("")));
        System.out.println(Arrays.toString(Pattern.compile("\\s*,\\s*").split("one , two,three ,four")));
        Matcher look = Pattern.compile("\\d+").matcher("123abc");
        boolean la = look.lookingAt();
        System.out.println(la + " " + look.group() + " " + look.matches());
        String camel = Pattern.compile("_([a-z])").matcher("user_first_name").replaceAll(r -> r.group(1).toUpperCase());
        System.out.println(camel);
        List<String> words = Pattern.compile("\\b\\w{5,}\\b").matcher("The quick brown foxes jumped over lazy dogs").results().map(MatchResult::group).collect(Collectors.toList());
        System.out.println(words);
        System.out.println(Pattern.quote("1+1=2") + " " + "1+1=2 and 1+1=3".replaceAll(Pattern.quote("1+1="), "two is "));
        System.out.println("Tab\there  spaces".replaceAll("\\s+", "_") + " " + "CamelCaseString".replaceAll("([a-z])([A-Z])", "$1 $2") + " " + "aaa".replaceAll("a*", "-"));
        try {
            Pattern.compile("(unclosed");
        } catch (PatternSyntaxException e) {
            System.out.println("syntax error caught");
        }
        try {
            m.group();
        } catch (IllegalStateException e) {
            System.out.println("no match: " + e.getMessage());
        }
        Matcher again = Pattern.compile("o").matcher("foo boo");
        int count = 0;
        while (again.find()) count++;
        again.reset("zoo");
        System.out.println(count + " " + again.find() + " " + again.start() + " " + again.find(0) + " " + again.end());
        Matcher first = Pattern.compile("(\\w)(\\w*)").matcher("make every word count");
        MatchResult snap = first.find() ? first.toMatchResult() : null;
        System.out.println(first.replaceFirst("<$2$1>") + " " + first.pattern() + " " + snap.group(2));
        System.out.println("über naïve café".replaceAll("\\p{L}+", "w") + " " + "Ünïcödé".matches("\\p{L}+") + " " + "price: $5".replaceAll("\\p{Punct}", ""));
    }
}
