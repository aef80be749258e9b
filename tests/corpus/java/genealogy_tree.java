// features: program, nested_static_class, object_methods, hash_map, hash_set, deque_stack, streams, comparator_combinators, collections_utils
import java.util.*;
import java.util.stream.*;

public class Genealogy {
    static class Person {
        final String name;
        final int born;
        Person mother, father;
        final List<Person> children = new ArrayList<>();
        Person(String name, int born) { this.name = name; this.born = born; }
        @Override public String toString() { return name + "(" + born + ")"; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Person)) return false;
            Person p = (Person) o;
            return name.equals(p.name) && born == p.born;
        }
        @Override public int hashCode() { return Objects.hash(name, born); }
    }

    private final Map<String, Person> people = new HashMap<>();

    Person add(String name, int born, String mother, String father) {
        Person p = new Person(name, born);
        if (mother != null) { p.mother = people.get(mother); p.mother.children.add(p); }
        if (father != null) { p.father = people.get(father); p.father.children.add(p); }
        people.put(name, p);
        return p;
    }

    Set<Person> ancestors(Person p) {
        Set<Person> out = new LinkedHashSet<>();
        Deque<Person> todo = new ArrayDeque<>();
        todo.add(p);
        while (!todo.isEmpty()) {
            Person cur = todo.removeFirst();
            for (Person parent : Arrays.asList(cur.mother, cur.father)) {
                if (parent != null && out.add(parent)) todo.addLast(parent);
            }
        }
        return out;
    }

    int generation(Person p) {
        int g = 0;
        if (p.mother != null) g = Math.max(g, 1 + generation(p.mother));
        if (p.father != null) g = Math.max(g, 1 + generation(p.father));
        return g;
    }

    void printTree(Person p, String indent, StringBuilder out) {
        out.append(indent).append(p).append('\n');
        List<Person> kids = new ArrayList<>(p.children);
        kids.sort(Comparator.comparingInt((Person k) -> k.born).thenComparing(k -> k.name));
        for (Person k : kids) printTree(k, indent + "  ", out);
    }

    public static void main(String[] args) {
        Genealogy g = new Genealogy();
        g.add("Ada", 1900, null, null);
        g.add("Bert", 1898, null, null);
        g.add("Cora", 1925, "Ada", "Bert");
        g.add("Dan", 1922, "Ada", "Bert");
        g.add("Eva", 1924, null, null);
        g.add("Finn", 1950, "Eva", "Dan");
        g.add("Gail", 1948, "Eva", "Dan");
        g.add("Hal", 1949, null, null);
        g.add("Ivy", 1975, "Gail", "Hal");
        g.add("Jon", 1978, "Gail", "Hal");
        g.add("Kim", 2001, null, null);
        g.add("Lia", 2005, "Kim", "Jon");

        StringBuilder sb = new StringBuilder();
        g.printTree(g.people.get("Ada"), "", sb);
        System.out.print(sb);
        Person lia = g.people.get("Lia");
        System.out.println("ancestors of Lia: " + g.ancestors(lia));
        System.out.println("generation of Lia: " + g.generation(lia));
        Set<Person> a1 = g.ancestors(g.people.get("Ivy"));
        Set<Person> a2 = g.ancestors(lia);
        Set<Person> common = new TreeSet<>(Comparator.comparing((Person p) -> p.name));
        common.addAll(a1);
        common.retainAll(a2);
        System.out.println("common ancestors of Ivy and Lia: " + common);
        Map<Integer, List<String>> byDecade = g.people.values().stream()
            .collect(Collectors.groupingBy(p -> p.born / 10 * 10, TreeMap::new,
                Collectors.mapping(p -> p.name, Collectors.collectingAndThen(Collectors.toList(), l -> { Collections.sort(l); return l; }))));
        byDecade.forEach((d, names) -> System.out.println(d + "s: " + names));
        Person dup = new Person("Dan", 1922);
        System.out.println(g.people.containsValue(dup) + " " + new HashSet<>(g.people.values()).contains(dup) + " " + dup.equals(g.people.get("Dan")));
        Optional<Person> eldest = g.people.values().stream().min(Comparator.comparingInt(p -> p.born));
        System.out.println("eldest: " + eldest.get() + ", youngest: " + g.people.values().stream().max(Comparator.comparingInt(p -> p.born)).map(p -> p.name).orElse("?"));
        long childless = g.people.values().stream().filter(p -> p.children.isEmpty()).count();
        System.out.println(childless + " people without children");
        String siblings = g.people.values().stream()
            .filter(p -> p.mother != null && p.mother.children.size() > 1)
            .map(p -> p.name).sorted().collect(Collectors.joining(", ", "{", "}"));
        System.out.println("have siblings: " + siblings);
    }
}
