// features: program, enum_declaration, record_declaration, hash_map, streams, string_methods, instanceof_expression, switch_expression
import java.util.*;
import java.util.stream.*;

public class KindergartenGarden {
    enum Plant {
        GRASS, CLOVER, RADISHES, VIOLETS;

        static Plant fromCode(char c) {
            return switch (c) {
                case 'G' -> GRASS;
                case 'C' -> CLOVER;
                case 'R' -> RADISHES;
                case 'V' -> VIOLETS;
                default -> throw new IllegalArgumentException("Unknown plant code: " + c);
            };
        }
    }

    sealed interface Shape permits Row, Cell {}
    record Row(int index, String cups) implements Shape {}
    record Cell(int row, int col, Plant plant) implements Shape {}

    static final List<String> STUDENTS = List.of("Alice", "Bob", "Charlie", "David", "Eve", "Fred",
        "Ginny", "Harriet", "Ileana", "Joseph", "Kincaid", "Larry");

    private final String[] rows;
    private final List<String> students;

    KindergartenGarden(String diagram) { this(diagram, STUDENTS); }

    KindergartenGarden(String diagram, List<String> students) {
        this.rows = diagram.split("\n");
        this.students = students.stream().sorted().collect(Collectors.toList());
    }

    List<Plant> plants(String student) {
        int i = students.indexOf(student);
        List<Plant> out = new ArrayList<>();
        for (String row : rows) {
            out.add(Plant.fromCode(row.charAt(2 * i)));
            out.add(Plant.fromCode(row.charAt(2 * i + 1)));
        }
        return out;
    }

    static String describe(Object o) {
        if (o instanceof Row r && r.cups().length() > 4) return "long row " + r.index();
        if (o instanceof Row r) return "row " + r.index() + " (" + r.cups() + ")";
        if (o instanceof Cell c) return "cell " + c.row() + "," + c.col() + "=" + c.plant().name().toLowerCase();
        return "?";
    }

    public static void main(String[] args) {
        System.out.println(new KindergartenGarden("RC\nGG").plants("Alice"));
        System.out.println(new KindergartenGarden("VC\nRC").plants("Alice"));
        System.out.println(new KindergartenGarden("VVCG\nVVRC").plants("Bob"));
        KindergartenGarden full = new KindergartenGarden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV");
        for (String s : List.of("Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet", "Ileana", "Joseph", "Kincaid", "Larry")) {
            System.out.println(s + ": " + full.plants(s));
        }
        KindergartenGarden custom = new KindergartenGarden("VCRRGVRG\nRVGCCGCV", List.of("Samantha", "Patricia", "Xander", "Roger"));
        System.out.println("Patricia: " + custom.plants("Patricia") + ", Xander: " + custom.plants("Xander"));

        Map<Plant, Long> tally = STUDENTS.stream().flatMap(s -> full.plants(s).stream())
            .collect(Collectors.groupingBy(p -> p, () -> new EnumMap<>(Plant.class), Collectors.counting()));
        System.out.println(tally);
        List<Shape> shapes = List.of(new Row(0, "VRCG"), new Row(1, "VRCGGC"), new Cell(1, 3, Plant.CLOVER));
        shapes.forEach(sh -> System.out.println(describe(sh)));
        System.out.println(shapes.get(2));
        try {
            Plant.fromCode('X');
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            STUDENTS.add("Zed");
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable: " + e.getMessage());
        }
        StringJoiner sj = new StringJoiner("|", "<", ">").setEmptyValue("EMPTY");
        System.out.println(sj + " " + sj.length());
        for (Plant p : EnumSet.range(Plant.CLOVER, Plant.VIOLETS)) sj.add(p.name().substring(0, 1));
        System.out.println(sj + " " + sj.length() + " " + EnumSet.complementOf(EnumSet.of(Plant.GRASS, Plant.VIOLETS)));
        System.out.println(Arrays.stream(Plant.values()).map(Plant::name).map(String::toLowerCase).toList());
    }
}
