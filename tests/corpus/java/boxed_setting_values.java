// features: wrapper_boxing, instanceof_expression, generic_methods, lambda_expression
import java.util.*;
import java.util.function.*;

// A settings registry whose values are stored as Object: each value keeps the box class of the
// primitive it was given as (long -> Long, float -> Float, short -> Short, byte -> Byte, char -> Character).
public class boxed_setting_values {
    static String describe(Object o) {
        if (o instanceof Long l) return "long:" + (l + 1);
        if (o instanceof Integer i) return "int:" + (i + 1);
        if (o instanceof Short s) return "short:" + s;
        if (o instanceof Byte b) return "byte:" + b;
        if (o instanceof Float f) return "float:" + f;
        if (o instanceof Double d) return "double:" + d;
        if (o instanceof Character c) return "char:" + c;
        return "other:" + o;
    }

    static <T> String typed(T value) {
        return value.getClass().getSimpleName() + "(" + value + ")";
    }

    static Object parse(String text) {
        if (text.endsWith("L")) return Long.parseLong(text.substring(0, text.length() - 1));
        if (text.endsWith("f")) return Float.parseFloat(text);
        if (text.contains(".")) return Double.parseDouble(text);
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    public static void main(String[] args) {
        Object o = 5L;
        System.out.println(o.getClass().getSimpleName() + " " + o.getClass().getName());
        System.out.println((o instanceof Long) + " " + (o instanceof Integer) + " " + (o instanceof Number));
        System.out.println(Long.valueOf(5).equals(5) + " " + Long.valueOf(5).equals(5L));
        Integer boxed = 5;
        System.out.println(boxed.equals(5L) + " " + boxed.equals(5));
        Object f = 0.1f;
        System.out.println(f + " " + String.valueOf(f) + " " + f.getClass().getSimpleName());

        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("retries", 3);
        settings.put("maxBytes", 10_000_000_000L);
        settings.put("timeoutMs", 750L);
        settings.put("ratio", 0.25f);
        settings.put("scale", 1.5);
        settings.put("level", (short) 2);
        settings.put("mask", (byte) -1);
        settings.put("sep", ';');
        for (Map.Entry<String, Object> e : settings.entrySet())
            System.out.printf("%-10s %-12s %-10s %s%n", e.getKey(), e.getValue(), e.getValue().getClass().getSimpleName(), describe(e.getValue()));
        System.out.println(settings);

        List<Object> mixed = new ArrayList<>(List.of(1, 2L, 3.0f, 4.0, (short) 5, (byte) 6));
        StringBuilder names = new StringBuilder();
        for (Object m : mixed) names.append(m.getClass().getSimpleName()).append(' ');
        System.out.println(names.toString().trim() + " " + mixed);

        Object[] row = {1L, 2, 0.5f};
        System.out.println(Arrays.toString(row) + " " + describe(row[0]) + " " + describe(row[2]));
        System.out.println(typed(42L) + " " + typed(42) + " " + typed(1.1f) + " " + typed((short) 9));

        for (String text : new String[] {"12", "12L", "2.5f", "2.5", "abc"})
            System.out.println(text + " -> " + describe(parse(text)));

        Long total = 0L;
        for (int i = 1; i <= 4; i++) total += i;
        Object t = total;
        System.out.println(describe(t) + " " + t.equals(10L) + " " + t.equals(10));

        BinaryOperator<Long> add = (a, b) -> a + b;
        Supplier<Object> big = () -> 7L * 6;
        Object sum = add.apply(2L, 3L);
        System.out.println(describe(sum) + " " + describe(big.get()));

        float x = 0.1f;
        double widened = x;
        Object w = widened;
        System.out.println(describe(w));

        Float fb = 1.1f;
        System.out.println(fb + " " + fb.hashCode() + " " + Double.valueOf(1.1).hashCode() + " " + Long.valueOf(-1).hashCode() + " " + Integer.valueOf(-1).hashCode());
        System.out.println(Objects.equals(5L, 5) + " " + Objects.equals(5L, 5L));
        Number n = 3L;
        System.out.println(n.getClass().getSimpleName() + " " + n.intValue());
        System.out.println(Float.valueOf("2.7") + " " + Short.valueOf((short) 3).getClass().getSimpleName() + " " + ((Object) (byte) 4 instanceof Byte));
    }
}
