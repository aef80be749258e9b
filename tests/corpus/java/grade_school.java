// features: program, hash_map, array_list, collections_utils, streams, generics, interface_declaration
import java.util.*;
import java.util.stream.*;

public class GradeSchool {
    interface Roster {
        boolean add(String name, int grade);
        List<String> grade(int grade);
        List<String> roster();
    }

    static class School implements Roster {
        private final Map<Integer, List<String>> byGrade = new TreeMap<>();
        private final Set<String> names = new HashSet<>();

        @Override
        public boolean add(String name, int grade) {
            if (!names.add(name)) return false;
            byGrade.computeIfAbsent(grade, g -> new ArrayList<>()).add(name);
            Collections.sort(byGrade.get(grade));
            return true;
        }

        @Override
        public List<String> grade(int grade) {
            return Collections.unmodifiableList(byGrade.getOrDefault(grade, Collections.emptyList()));
        }

        @Override
        public List<String> roster() {
            return byGrade.values().stream().flatMap(List::stream).collect(Collectors.toList());
        }

        Map<Integer, Integer> sizes() {
            Map<Integer, Integer> out = new LinkedHashMap<>();
            byGrade.forEach((g, l) -> out.put(g, l.size()));
            return out;
        }
    }

    public static void main(String[] args) {
        School s = new School();
        System.out.println(s.roster());
        System.out.println(s.add("Aimee", 2));
        System.out.println(s.roster());
        String[][] students = {{"Blair", "2"}, {"James", "2"}, {"Paul", "2"}, {"Chelsea", "3"},
                               {"Logan", "7"}, {"James", "3"}, {"Anna", "1"}, {"Barb", "1"}, {"Zoe", "2"},
                               {"Peter", "2"}, {"Aimee", "1"}};
        List<Boolean> results = new ArrayList<>();
        for (String[] st : students) results.add(s.add(st[0], Integer.parseInt(st[1])));
        System.out.println(results);
        System.out.println(s.roster());
        System.out.println("grade 2: " + s.grade(2));
        System.out.println("grade 5: " + s.grade(5));
        System.out.println(s.sizes());
        try {
            s.grade(2).add("Mallory");
        } catch (UnsupportedOperationException e) {
            System.out.println("read-only grade list");
        }
        String longest = s.roster().stream().max(Comparator.comparingInt(String::length)
            .thenComparing(Comparator.reverseOrder())).orElse("?");
        System.out.println("longest name: " + longest);
        Map<Character, List<String>> byInitial = s.roster().stream()
            .collect(Collectors.groupingBy(n -> n.charAt(0), TreeMap::new, Collectors.toList()));
        System.out.println(byInitial);
        int[] counts = s.sizes().values().stream().mapToInt(Integer::intValue).toArray();
        System.out.println(Arrays.toString(counts) + " sum=" + IntStream.of(counts).sum());
    }
}
