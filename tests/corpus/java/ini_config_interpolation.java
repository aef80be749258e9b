// features: program, custom_exceptions, generics, generic_methods, method_reference, lambda_expression, string_methods, string_format, hash_map, multi_catch
import java.util.*;
import java.util.function.Function;
import java.util.stream.Collectors;

public class IniConfig {
    static class IniSyntaxException extends Exception {
        final int line;
        IniSyntaxException(int line, String msg) {
            super("line " + line + ": " + msg);
            this.line = line;
        }
    }

    static class MissingKeyException extends RuntimeException {
        MissingKeyException(String section, String key) {
            super(String.format("missing key [%s] %s", section, key));
        }
    }

    private final Map<String, Map<String, String>> sections = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();

    static IniConfig parse(String text) throws IniSyntaxException {
        IniConfig cfg = new IniConfig();
        String current = "";
        cfg.sections.put(current, new LinkedHashMap<>());
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            String line = raw.strip();
            int lineNo = i + 1;
            if (line.isEmpty() || line.startsWith(";") || line.startsWith("#")) continue;
            while (line.endsWith("\\") && i + 1 < lines.length) {
                line = line.substring(0, line.length() - 1) + lines[++i].strip();
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]")) throw new IniSyntaxException(lineNo, "unterminated section header");
                current = line.substring(1, line.length() - 1).trim().toLowerCase();
                if (cfg.sections.containsKey(current)) cfg.warnings.add("duplicate section '" + current + "' merged");
                cfg.sections.computeIfAbsent(current, k -> new LinkedHashMap<>());
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) throw new IniSyntaxException(lineNo, "expected key=value but got \"" + line + "\"");
            String key = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim();
            if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                value = value.substring(1, value.length() - 1).replace("\\t", "\t").replace("\\n", "|");
            } else {
                int semi = value.indexOf(" ;");
                if (semi >= 0) value = value.substring(0, semi).trim();
            }
            String prev = cfg.sections.get(current).put(key, value);
            if (prev != null) cfg.warnings.add(String.format("key '%s' in [%s] overridden: %s -> %s", key, current, prev, value));
        }
        return cfg;
    }

    String resolve(String section, String value, int depth) {
        if (depth > 5) throw new IllegalStateException("interpolation too deep at " + value);
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < value.length()) {
            int start = value.indexOf("${", i);
            if (start < 0) { sb.append(value.substring(i)); break; }
            int end = value.indexOf('}', start);
            sb.append(value, i, start);
            String ref = value.substring(start + 2, end);
            String[] parts = ref.split(":", 2);
            String sec = parts.length == 2 ? parts[0] : section;
            String key = parts.length == 2 ? parts[1] : parts[0];
            sb.append(resolve(sec, getRaw(sec, key), depth + 1));
            i = end + 1;
        }
        return sb.toString();
    }

    String getRaw(String section, String key) {
        Map<String, String> s = sections.get(section);
        if (s == null || !s.containsKey(key)) throw new MissingKeyException(section, key);
        return s.get(key);
    }

    <T> T get(String section, String key, Function<String, T> conv) {
        return conv.apply(resolve(section, getRaw(section, key), 0));
    }

    <T> T getOr(String section, String key, Function<String, T> conv, T def) {
        try { return get(section, key, conv); } catch (MissingKeyException e) { return def; }
    }

    static boolean toBool(String s) {
        switch (s.toLowerCase()) {
            case "yes": case "true": case "on": case "1": return true;
            case "no": case "false": case "off": case "0": return false;
            default: throw new IllegalArgumentException("not a boolean: " + s);
        }
    }

    public static void main(String[] args) throws Exception {
        String text = String.join("\n",
            "; sample service configuration",
            "app_name = Ledgerly",
            "[Server]",
            "host = 0.0.0.0",
            "port = 8080 ; default port",
            "base = http://${host}:${port}",
            "debug = off",
            "[paths]",
            "root = /srv/${:app_name}",
            "logs = ${root}/logs",
            "  ",
            "include = a.ini, \\",
            "          b.ini, c.ini",
            "[server]",
            "port = 9090",
            "motd = \"Welcome\\tto ${:app_name}\"",
            "ratio = 0.75",
            "[limits]",
            "max_users = 250",
            "timeout = 30s");
        IniConfig cfg = parse(text);
        cfg.warnings.forEach(w -> System.out.println("warning: " + w));
        for (Map.Entry<String, Map<String, String>> s : cfg.sections.entrySet()) {
            System.out.println("[" + (s.getKey().isEmpty() ? "<global>" : s.getKey()) + "] " + s.getValue().size() + " keys");
            s.getValue().forEach((k, v) -> System.out.printf("  %-10s = %-28s -> %s%n", k, v, cfg.resolve(s.getKey(), v, 0)));
        }
        int port = cfg.get("server", "port", Integer::parseInt);
        boolean debug = cfg.get("server", "debug", IniConfig::toBool);
        double ratio = cfg.get("server", "ratio", Double::valueOf);
        List<String> includes = cfg.get("paths", "include", v -> Arrays.stream(v.split(","))
                .map(String::trim).sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println("port+1=" + (port + 1) + " debug=" + debug + " ratio*4=" + ratio * 4 + " includes=" + includes);
        System.out.println("workers=" + cfg.getOr("server", "workers", Integer::parseInt, 4));
        String[][] probes = {{"limits", "timeout"}, {"limits", "max_users"}, {"nosuch", "x"}, {"server", "debug"}};
        for (String[] p : probes) {
            try {
                int v = cfg.get(p[0], p[1], Integer::parseInt);
                System.out.println(p[0] + "." + p[1] + " = " + v);
            } catch (NumberFormatException | MissingKeyException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        for (String bad : new String[]{"[broken", "x = 1\njust words", "a = ${a}"}) {
            try {
                IniConfig c = parse(bad);
                System.out.println("parsed: " + c.get("", "a", s -> s));
            } catch (IniSyntaxException e) {
                System.out.println("syntax error at " + e.line + " -> " + e.getMessage());
            } catch (IllegalStateException e) {
                System.out.println("resolve error: " + e.getMessage());
            }
        }
    }
}
