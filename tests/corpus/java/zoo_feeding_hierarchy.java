// features: program, abstract_class, interface_declaration, default_methods, static_members, comparator_combinators, class_literal
import java.util.*;

public class ZooFeeding {
    interface Feedable {
        double dailyKg();
        default String feedingNote() { return String.format("%.1f kg/day", dailyKg()); }
        static double total(Collection<? extends Feedable> all) {
            double t = 0;
            for (Feedable f : all) t += f.dailyKg();
            return t;
        }
    }

    static abstract class Animal implements Feedable, Comparable<Animal> {
        private static int nextId = 1;
        protected final int id;
        protected final String name;
        protected final double weight;
        Animal(String name, double weight) {
            this.id = nextId++;
            this.name = name;
            this.weight = weight;
        }
        abstract String sound();
        String kind() { return getClass().getSimpleName(); }
        @Override public int compareTo(Animal o) { return name.compareTo(o.name); }
        @Override public String toString() { return "#" + id + " " + kind() + " " + name + " (" + weight + " kg)"; }
    }

    static class Lion extends Animal {
        Lion(String n, double w) { super(n, w); }
        String sound() { return "roar"; }
        public double dailyKg() { return weight * 0.04; }
    }

    static class Penguin extends Animal {
        int fishPerDay;
        Penguin(String n, double w, int fish) { super(n, w); fishPerDay = fish; }
        String sound() { return "squawk"; }
        public double dailyKg() { return fishPerDay * 0.15; }
        @Override public String feedingNote() { return fishPerDay + " fish (" + String.format("%.2f kg", dailyKg()) + ")"; }
    }

    static class Elephant extends Animal {
        Elephant(String n, double w) { super(n, w); }
        String sound() { return "trumpet"; }
        public double dailyKg() { return Math.min(150, weight * 0.05); }
        @Override String kind() { return "Elephant(" + (weight > 4000 ? "adult" : "calf") + ")"; }
    }

    static class BabyLion extends Lion {
        BabyLion(String n, double w) { super(n, w); }
        @Override String sound() { return "mew"; }
        @Override public double dailyKg() { return super.dailyKg() * 1.5; }
    }

    public static void main(String[] args) {
        List<Animal> zoo = new ArrayList<>(List.of(
            new Lion("Leo", 190), new Penguin("Pingu", 12.5, 14), new Elephant("Dumbo", 5400),
            new BabyLion("Simba", 30), new Elephant("Jumbo", 1200), new Penguin("Skipper", 11, 9)));
        for (Animal a : zoo) System.out.println(a + " says " + a.sound() + ", eats " + a.feedingNote());
        Collections.sort(zoo);
        System.out.println(zoo.stream().map(a -> a.name).toList());
        zoo.sort(Comparator.comparingDouble(Feedable::dailyKg).reversed());
        for (Animal a : zoo) System.out.printf("%-8s %7.3f%n", a.name, a.dailyKg());
        System.out.printf("total %.2f kg%n", Feedable.total(zoo));
        Map<String, List<String>> byKind = new TreeMap<>();
        for (Animal a : zoo) byKind.computeIfAbsent(a.getClass().getSimpleName(), k -> new ArrayList<>()).add(a.name);
        System.out.println(byKind);
        long lions = zoo.stream().filter(a -> a instanceof Lion).count();
        System.out.println("lions (incl. cubs): " + lions + ", exact Lion class: " + zoo.stream().filter(a -> a.getClass() == Lion.class).count());
        Animal heaviest = Collections.max(zoo, Comparator.comparingDouble(a -> a.weight));
        System.out.println("heaviest: " + heaviest.name + " id " + heaviest.id);
    }
}
