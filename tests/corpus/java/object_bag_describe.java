// features: instanceof_expression, static_members, char_type, wrapper_boxing, arrays
import java.util.*;

// Describes a heterogeneous bag of values: a char and a one-letter String held
// as Object are told apart by instanceof; a static counter field shares its
// name with the static method reporting it.
public class object_bag_describe {
    static int described;
    static int described() { return described; }
    static final String prefix = "#";
    static String prefix(int n) { return prefix + n; }

    static String describe(Object o) {
        described++;
        if (o instanceof Character c) return prefix(described) + " char '" + c + "' code " + (int) c;
        if (o instanceof String s) return prefix(described) + " string \"" + s + "\" len " + s.length();
        if (o instanceof Integer i) return prefix(described) + " int " + i;
        if (o instanceof Double d) return prefix(described) + " double " + d;
        if (o instanceof Boolean b) return prefix(described) + " boolean " + b;
        return prefix(described) + " other " + o;
    }

    static Object pick(boolean letter) {
        if (letter) return 'k';
        return "k";
    }

    public static void main(String[] args) {
        Object[] bag = {'x', "x", "xy", "", 7, 2.5, false, '7', "7", List.of('a')};
        for (Object o : bag) System.out.println(describe(o));
        System.out.println("described " + described() + " via field " + object_bag_describe.described);
        described = 100;
        System.out.println(object_bag_describe.described() + " " + prefix(3));

        Object c = pick(true), s = pick(false);
        System.out.println((c instanceof Character) + " " + (c instanceof String) + " " + (s instanceof Character) + " " + (s instanceof String)
                + " " + c.equals('k') + " " + s.equals("k") + " " + (c instanceof Comparable) + " " + (Boolean.TRUE instanceof Comparable));
        List<Object> mixed = new ArrayList<>();
        Object boxedChar = 'q';
        Object boxedText = "q";
        mixed.add(boxedChar);
        mixed.add(boxedText);
        long chars = mixed.stream().filter(o -> o instanceof Character).count();
        System.out.println(mixed + " chars=" + chars);
        try {
            String bad = (String) boxedChar;
            System.out.println("no exception " + bad);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException " + e.getMessage().startsWith("class java.lang.Character cannot be cast"));
        }
    }
}
