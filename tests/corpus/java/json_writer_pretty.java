// features: program, instanceof_expression, switch_arrow, string_builder, hash_map, record_declaration, wrapper_classes
import java.util.*;

public class JsonWriter {
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.append('"').toString();
    }

    static void write(Object v, StringBuilder out, int indent) {
        String pad = "  ".repeat(indent);
        if (v == null) {
            out.append("null");
        } else if (v instanceof String s) {
            out.append(quote(s));
        } else if (v instanceof Double d) {
            out.append(d.isNaN() || d.isInfinite() ? "null" : d.toString());
        } else if (v instanceof Number || v instanceof Boolean) {
            out.append(v);
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                out.append(pad).append("  ").append(quote(String.valueOf(e.getKey()))).append(": ");
                write(e.getValue(), out, indent + 1);
                out.append(it.hasNext() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) { out.append("[]"); return; }
            boolean flat = l.stream().allMatch(x -> !(x instanceof Map) && !(x instanceof List));
            if (flat) {
                out.append('[');
                for (int i = 0; i < l.size(); i++) {
                    if (i > 0) out.append(", ");
                    write(l.get(i), out, indent);
                }
                out.append(']');
                return;
            }
            out.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                out.append(pad).append("  ");
                write(l.get(i), out, indent + 1);
                out.append(i + 1 < l.size() ? ",\n" : "\n");
            }
            out.append(pad).append(']');
        } else {
            throw new IllegalArgumentException("cannot encode " + v.getClass().getSimpleName());
        }
    }

    static String toJson(Object v) {
        StringBuilder sb = new StringBuilder();
        write(v, sb, 0);
        return sb.toString();
    }

    record Point(int x, int y) {}

    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "Widget \"Pro\"");
        doc.put("version", 3);
        doc.put("price", 19.99);
        doc.put("ratio", 1.0 / 3);
        doc.put("big", 12345678901L);
        doc.put("active", true);
        doc.put("notes", "line1\nline2\ttabbed \u00e9");
        doc.put("tags", List.of("a", "b", "c"));
        doc.put("empty", new ArrayList<>());
        Map<String, Object> dims = new TreeMap<>();
        dims.put("w", 10);
        dims.put("h", 2.5);
        dims.put("d", null);
        doc.put("dims", dims);
        List<Object> items = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("id", i);
            item.put("qty", i * 7);
            item.put("sub", List.of(i, i * i, Double.NaN));
            items.add(item);
        }
        doc.put("items", items);
        doc.put("nothing", Map.of());
        System.out.println(toJson(doc));
        try {
            toJson(List.of(new Point(1, 2)));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println(toJson(List.of(1, 2.0, 1e20, -0.0, 100.0f)));
    }
}
