// features: hash_map, iterator, enhanced_for_statement
import java.util.*;

// A session cache pruned through its map's keySet() and values() views:
// removing from a view removes the entry from the map.
public class map_views {
    static class Session {
        final String user;
        final int lastSeen;
        Session(String user, int lastSeen) { this.user = user; this.lastSeen = lastSeen; }
        @Override public String toString() { return user + "@" + lastSeen; }
    }

    public static void main(String[] args) {
        Map<String, Session> sessions = new TreeMap<>();
        String[] users = {"ann", "bob", "cid", "dee", "eve", "fay", "gus"};
        for (int i = 0; i < users.length; i++) sessions.put("s" + (i * 7 % 10), new Session(users[i], i * 13 % 50));
        System.out.println(sessions);

        // expire idle sessions through the values view
        int now = 60;
        sessions.values().removeIf(s -> now - s.lastSeen > 40);
        System.out.println("after expiry: " + sessions);

        // drop banned ids through the key view's iterator
        Set<String> banned = Set.of("s4", "s9");
        for (Iterator<String> it = sessions.keySet().iterator(); it.hasNext(); ) {
            if (banned.contains(it.next())) it.remove();
        }
        System.out.println("after bans: " + sessions.keySet());

        // keep only the ids a client still holds
        Map<String, Integer> hits = new HashMap<>();
        for (String id : List.of("s0", "s1", "s2", "s3", "s5", "s6", "s8")) hits.put(id, id.charAt(1) - '0');
        hits.keySet().retainAll(sessions.keySet());
        System.out.println("hits: " + hits);
        hits.keySet().remove("s0");
        hits.values().remove(8);
        System.out.println("hits now: " + hits + " size " + hits.size());

        // a view taken earlier still removes; entries put since stay
        Collection<Session> live = sessions.values();
        Set<String> ids = hits.keySet();
        sessions.put("s10", new Session("hal", 59));
        hits.put("s9", 9);
        live.removeIf(s -> s.user.equals("dee"));
        ids.remove("s1");
        System.out.println(sessions + " " + hits);

        Map<Integer, String> grades = new LinkedHashMap<>();
        int[] scores = {91, 78, 85, 62, 99, 70};
        for (int s : scores) grades.put(s, s >= 85 ? "A" : s >= 70 ? "B" : "C");
        grades.values().removeAll(List.of("C"));
        System.out.println(grades);
        Iterator<String> vi = grades.values().iterator();
        while (vi.hasNext()) if (vi.next().equals("B")) { vi.remove(); break; }
        System.out.println(grades);
        try {
            grades.keySet().add(100);
        } catch (UnsupportedOperationException e) {
            System.out.println("keySet().add: UnsupportedOperationException");
        }
        try {
            Map.of("k", 1).values().clear();
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable values: UnsupportedOperationException");
        }
        grades.keySet().clear();
        System.out.println(grades.isEmpty() + " " + grades);
    }
}
