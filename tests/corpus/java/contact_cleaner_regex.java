// features: record_declaration, text_block, streams, lambda_expression, string_format, hash_map
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Cleans a messy contact export: normalises names, phones, emails and dates, then dedupes. */
public class ContactCleaner {
    record Contact(String name, String email, String phone, String city, String joined) {}

    static final Pattern EMAIL = Pattern.compile("^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$");
    static final Pattern DATE_US = Pattern.compile("(\\d{1,2})/(\\d{1,2})/(\\d{4})");
    static final Pattern DATE_ISO = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
    static final Pattern DATE_TEXT = Pattern.compile("(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\\w*\\s+(\\d{1,2}),?\\s+(\\d{4})");
    static final List<String> MONTHS = List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec");

    static String titleCase(String raw) {
        return Arrays.stream(raw.trim().toLowerCase().split("\\s+"))
            .filter(w -> !w.isEmpty())
            .map(w -> {
                StringBuilder sb = new StringBuilder();
                for (String part : w.split("(?<=-)|(?<=')")) {
                    sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
                }
                return sb.toString();
            })
            .collect(Collectors.joining(" "));
    }

    static Optional<String> phone(String raw) {
        String digits = raw.replaceAll("\\D", "");
        if (digits.length() == 11 && digits.startsWith("1")) digits = digits.substring(1);
        if (digits.length() != 10) return Optional.empty();
        return Optional.of(String.format("(%s) %s-%s", digits.substring(0, 3), digits.substring(3, 6), digits.substring(6)));
    }

    static Optional<String> date(String raw) {
        String s = raw.trim();
        Matcher m = DATE_ISO.matcher(s);
        if (m.matches()) return Optional.of(s);
        m = DATE_US.matcher(s);
        if (m.matches()) {
            return Optional.of(String.format("%s-%02d-%02d", m.group(3), Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        }
        m = DATE_TEXT.matcher(s);
        if (m.matches()) {
            int month = MONTHS.indexOf(m.group(1).toLowerCase()) + 1;
            return Optional.of(String.format("%s-%02d-%02d", m.group(3), month, Integer.parseInt(m.group(2))));
        }
        return Optional.empty();
    }

    public static void main(String[] args) {
        String export = """
            name;email;phone;city;joined
              alice   SMITH ;Alice.Smith@Example.com ; 555-123-4567;boston;03/07/2021
            bob o'neil;bob@mail;+1 (555) 987 6543;  New york ;2020-11-30
            CHARLOTTE de-la-cruz;charlotte@cruz.org;5551112222;Boston;March 3, 2019
            alice smith;alice.smith@example.com;(555) 123-4567;Boston;2021-03-07
            dmitri;;12345;chicago;sometime
            eve adams;EVE@ADAMS.IO;555.444.3333;chicago;Dec 25 2022
            ;ghost@nowhere.net;;;
            Frank  Li;frank.li@corp.example.co;1-555-222-9999;New York;7/4/2018
            """;
        List<String> lines = export.lines().skip(1).collect(Collectors.toList());
        List<Contact> clean = new ArrayList<>();
        Map<String, List<String>> problems = new TreeMap<>();
        int lineNo = 1;
        for (String line : lines) {
            lineNo++;
            String[] f = line.split(";", -1);
            if (f.length < 5 || f[0].isBlank()) {
                problems.computeIfAbsent("line " + lineNo, k -> new ArrayList<>()).add("missing name");
                continue;
            }
            String name = titleCase(f[0]);
            String email = f[1].trim().toLowerCase();
            List<String> issues = new ArrayList<>();
            if (!EMAIL.matcher(email).matches()) {
                issues.add("bad email '" + email + "'");
                email = "";
            }
            String ph = phone(f[2]).orElseGet(() -> { issues.add("bad phone '" + f[2].trim() + "'"); return ""; });
            String city = titleCase(f[3]);
            String joined = date(f[4]).orElse("");
            if (joined.isEmpty()) issues.add("bad date '" + f[4].trim() + "'");
            if (!issues.isEmpty()) problems.put("line " + lineNo + " (" + name + ")", issues);
            clean.add(new Contact(name, email, ph, city, joined));
        }
        Map<String, Contact> unique = new LinkedHashMap<>();
        int merged = 0;
        for (Contact c : clean) {
            String key = c.email().isEmpty() ? c.name().toLowerCase() : c.email();
            Contact prev = unique.putIfAbsent(key, c);
            if (prev != null) {
                merged++;
                if (prev.joined().compareTo(c.joined()) > 0) unique.put(key, c);
            }
        }
        System.out.println("clean contacts (" + unique.size() + ", merged " + merged + "):");
        unique.values().stream()
            .sorted(Comparator.comparing(Contact::city).thenComparing(Contact::name))
            .forEach(c -> System.out.printf("  %-22s %-28s %-15s %-9s %s%n", c.name(), c.email(), c.phone(), c.city(), c.joined()));
        System.out.println("problems:");
        problems.forEach((where, list) -> System.out.println("  " + where + ": " + String.join("; ", list)));
        Map<String, Long> perCity = unique.values().stream()
            .collect(Collectors.groupingBy(Contact::city, TreeMap::new, Collectors.counting()));
        System.out.println("per city: " + perCity);
        Map<String, Integer> perYear = new TreeMap<>();
        for (Contact c : unique.values()) {
            if (!c.joined().isEmpty()) perYear.merge(c.joined().substring(0, 4), 1, Integer::sum);
        }
        System.out.println("joined per year: " + perYear);
        String domains = unique.values().stream()
            .map(Contact::email)
            .filter(e -> !e.isEmpty())
            .map(e -> e.substring(e.indexOf('@') + 1))
            .distinct()
            .sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()))
            .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("domains: " + domains);
    }
}
