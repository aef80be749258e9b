// features: try_statement, enhanced_for_statement, instanceof_expression, cast_expression, wrapper_boxing, string_format
import java.util.*;

/** A settings store holding loosely typed values; readers cast and report ClassCastException texts. */
public class settings_value_casts {
    static final Map<String, Object> settings = new LinkedHashMap<>();

    static int intSetting(String key) {
        return (Integer) settings.get(key);
    }

    static double doubleSetting(String key) {
        return (Double) settings.get(key);
    }

    static String stringSetting(String key) {
        return (String) settings.get(key);
    }

    public static void main(String[] args) {
        settings.put("retries", 3);
        settings.put("ratio", 0.75);
        settings.put("mode", "x");
        settings.put("name", "primary");
        settings.put("verbose", true);
        settings.put("grade", 'B');
        settings.put("limit", 9_000_000_000L);

        for (String key : settings.keySet()) {
            List<String> out = new ArrayList<>();
            try {
                out.add("int=" + intSetting(key));
            } catch (ClassCastException e) {
                out.add("int: " + e.getMessage());
            }
            try {
                out.add("double=" + doubleSetting(key));
            } catch (ClassCastException e) {
                out.add("double: " + e.getMessage());
            }
            try {
                out.add("string=" + stringSetting(key));
            } catch (ClassCastException e) {
                out.add("string: " + e.getMessage());
            }
            System.out.println(key + " (" + settings.get(key).getClass().getSimpleName() + ")");
            out.forEach(s -> System.out.println("    " + s));
        }

        Object grade = settings.get("grade");
        if (grade instanceof Character c) System.out.println("grade code " + (int) c + " next " + (char) (c + 1));
        Character boxed = 'Q';
        int code = (int) boxed;
        System.out.println("code of Q: " + code + ", as double " + (double) boxed);
        Object single = "7";
        try {
            Integer n = (Integer) single;
            System.out.println("unexpected " + n);
        } catch (ClassCastException e) {
            System.out.println(e);
        }
    }
}
