// features: program, string_builder, hash_map, text_block, string_methods, lambda_expression, method_reference, streams, arrays
import java.util.*;
import java.util.regex.*;

public class Template {
    public static void main(String[] args) {
        Map<String, String> vars = new HashMap<>();
        vars.put("name", "Ada");
        vars.put("lang", "Java");
        vars.put("version", "17");
        String tpl = "Hello ${name}! Welcome to ${lang} ${version}. Missing: ${unknown}. Cost: $5.";
        Pattern p = Pattern.compile("\\$\\{(\\w+)\\}");
        Matcher m = p.matcher(tpl);
        StringBuffer sb = new StringBuffer();
        int replaced = 0;
        while (m.find()) {
            String key = m.group(1);
            String val = vars.getOrDefault(key, "<" + key.toUpperCase() + ">");
            m.appendReplacement(sb, Matcher.quoteReplacement(val));
            replaced++;
        }
        m.appendTail(sb);
        System.out.println(sb);
        System.out.println("replaced " + replaced);

        String log = """
            2024-01-15 10:23:45 ERROR [db] connection refused (code=111)
            2024-01-15 10:24:01 INFO  [web] GET /index.html 200 12ms
            2024-01-15 10:24:07 WARN  [web] GET /api/users 429 3ms
            2024-01-15 10:25:13 ERROR [auth] token expired for user=bob
            2024-01-15 10:26:00 INFO  [web] POST /api/login 200 88ms
            """;
        Pattern line = Pattern.compile("^(\\d{4})-(\\d\\d)-(\\d\\d) (\\S+) (?<level>[A-Z]+)\\s+\\[(?<mod>\\w+)\\] (?<msg>.*)$", Pattern.MULTILINE);
        Matcher lm = line.matcher(log);
        Map<String, Integer> levels = new TreeMap<>();
        while (lm.find()) {
            levels.merge(lm.group("level"), 1, Integer::sum);
            if (lm.group("level").equals("ERROR"))
                System.out.println(lm.group(4) + " " + lm.group("mod") + ": " + lm.group("msg") + " @" + lm.start("msg"));
        }
        System.out.println(levels);
        Pattern http = Pattern.compile("(GET|POST) (\\S+) (\\d{3}) (\\d+)ms");
        int totalMs = 0;
        for (Matcher hm = http.matcher(log); hm.find(); ) {
            totalMs += Integer.parseInt(hm.group(4));
            System.out.println(hm.group(1) + " " + hm.group(2) + " -> " + hm.group(3) + " groups=" + hm.groupCount());
        }
        System.out.println("total ms " + totalMs);
        System.out.println(Pattern.matches("[a-z]+\\d*", "abc123") + " " + "a1b2c3".replaceAll("\\d", "#") + " " + Arrays.toString("one, two;three  four".split("[,;\\s]+")));
        Matcher dm = Pattern.compile("(\\d+)").matcher("a12b345c6");
        System.out.println(dm.replaceAll(r -> String.valueOf(Integer.parseInt(r.group()) * 2)));
        Pattern email = Pattern.compile("^[\\w.+-]+@([\\w-]+\\.)+[a-z]{2,}$", Pattern.CASE_INSENSITIVE);
        for (String e : List.of("a.b@example.com", "bad@", "X+Y@Sub.Domain.ORG", "no spaces@x.io"))
            System.out.println(e + " valid=" + email.matcher(e).matches());
        Matcher region = Pattern.compile("\\w+").matcher("alpha beta gamma");
        region.region(6, 16);
        List<String> found = new ArrayList<>();
        while (region.find()) found.add(region.group() + "@" + region.start());
        System.out.println(found + " hitEnd=" + region.hitEnd());
        System.out.println(Pattern.compile(",").splitAsStream("x,y,,z").toList());
        System.out.println(Pattern.compile("\\d+").matcher("a1bb22ccc333").results().map(MatchResult::group).toList());
    }
}
