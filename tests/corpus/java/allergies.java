// features: program, enum_declaration, bitwise_operators, streams, lambda_expression, method_reference, array_list
import java.util.*;
import java.util.stream.*;

public class Allergies {
    enum Allergen {
        EGGS(1), PEANUTS(2), SHELLFISH(4), STRAWBERRIES(8), TOMATOES(16), CHOCOLATE(32), POLLEN(64), CATS(128);

        private final int score;

        Allergen(int score) { this.score = score; }

        int getScore() { return score; }
    }

    private final int score;

    Allergies(int score) { this.score = score; }

    boolean isAllergicTo(Allergen a) { return (score & a.getScore()) != 0; }

    List<Allergen> getList() {
        return Arrays.stream(Allergen.values()).filter(this::isAllergicTo).collect(Collectors.toList());
    }

    public static void main(String[] args) {
        int[] scores = {0, 1, 2, 3, 5, 248, 255, 257, 509, 34};
        for (int s : scores) {
            Allergies a = new Allergies(s);
            List<Allergen> list = a.getList();
            String names = list.stream().map(x -> x.name().toLowerCase()).collect(Collectors.joining(", "));
            System.out.println(s + " -> [" + names + "] count=" + list.size());
        }
        Allergies p = new Allergies(3);
        for (Allergen al : Allergen.values()) {
            System.out.print(al + (p.isAllergicTo(al) ? "+ " : "- "));
        }
        System.out.println();
        int total = Arrays.stream(Allergen.values()).mapToInt(Allergen::getScore).sum();
        System.out.println("total=" + total + " bin=" + Integer.toBinaryString(total) + " hex=" + Integer.toHexString(509));
        Map<Boolean, List<Allergen>> parts = Arrays.stream(Allergen.values())
            .collect(Collectors.partitioningBy(al -> al.getScore() > 8));
        System.out.println(parts);
        EnumSet<Allergen> set = EnumSet.noneOf(Allergen.class);
        set.add(Allergen.CATS);
        set.add(Allergen.EGGS);
        System.out.println(set + " " + set.contains(Allergen.POLLEN));
        Optional<Allergen> first = new Allergies(96).getList().stream().findFirst();
        System.out.println(first.map(Enum::name).orElse("none") + " " + Integer.bitCount(255));
    }
}
