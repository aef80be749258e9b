// features: program, inheritance, super_method_call, nested_static_class, hash_map, object_methods
import java.util.*;

public class TallyDemo {
    // a vote tally that logs each change and refuses negative counts
    static class Tally extends TreeMap<String, Integer> {
        private int changes;
        @Override
        public Integer put(String candidate, Integer votes) {
            if (votes < 0) throw new IllegalArgumentException("negative votes for " + candidate);
            changes++;
            return super.put(candidate, votes);
        }
        void vote(String candidate) { put(candidate, getOrDefault(candidate, 0) + 1); }
        String leader() {
            return entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("nobody");
        }
        @Override
        public String toString() { return "Tally" + super.toString() + " after " + changes + " changes"; }
    }

    static class Ballots extends LinkedHashSet<String> {
        int duplicates;
        @Override
        public boolean add(String voter) {
            boolean fresh = super.add(voter);
            if (!fresh) duplicates++;
            return fresh;
        }
    }

    public static void main(String[] args) {
        Tally t = new Tally();
        Ballots seen = new Ballots();
        String[][] votes = {{"ann", "Lee"}, {"bob", "Kim"}, {"cat", "Lee"}, {"ann", "Kim"}, {"dan", "Ng"}, {"eve", "Lee"}};
        for (String[] v : votes) {
            if (seen.add(v[0])) t.vote(v[1]);
            else System.out.println("duplicate ballot from " + v[0]);
        }
        System.out.println(t);
        System.out.println("leader " + t.leader() + ", voters " + seen + ", duplicates " + seen.duplicates);
        System.out.println(t.firstKey() + " " + t.headMap("Lee") + " " + t.containsKey("Ng") + " " + (t instanceof Map) + " " + t.size());
        try {
            t.put("Zed", -1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        Map<String, Integer> plain = new HashMap<>(t);
        System.out.println(plain.size() + " " + plain.get("Lee"));
    }
}
