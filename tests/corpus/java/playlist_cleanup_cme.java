// features: program, enhanced_for_statement, array_list, iterator, uncaught_exception
// An ArrayList's for-each is fail-fast: removing (or adding) in the loop body
// throws ConcurrentModificationException at the next element, except when the
// change leaves the cursor exactly at the new size (the second-to-last element);
// a change made at the last element still throws. Iterator.remove and
// removeIf are the safe ways; a LinkedList stops quietly at the end, and a
// CopyOnWriteArrayList's loop runs over a snapshot.
import java.util.*;

public class PlaylistCleanup {
    static List<String> playlist() {
        return new ArrayList<>(List.of("intro", "skip-me", "song", "ad", "outro"));
    }

    static void tryRemove(String victim) {
        List<String> songs = playlist();
        try {
            for (String s : songs) {
                if (s.equals(victim)) songs.remove(s);
            }
            System.out.println("removed " + victim + " quietly: " + songs);
        } catch (ConcurrentModificationException e) {
            System.out.println("removing " + victim + " -> ConcurrentModificationException, list now " + songs);
        }
    }

    public static void main(String[] args) {
        for (String v : List.of("intro", "song", "ad", "outro")) tryRemove(v);

        List<String> songs = playlist();
        Iterator<String> it = songs.iterator();
        while (it.hasNext()) if (it.next().contains("-")) it.remove();
        songs.removeIf(s -> s.equals("ad"));
        System.out.println("cleaned: " + songs);

        List<String> found = playlist();
        for (String s : found) {
            if (s.startsWith("s")) {
                found.remove(s);
                break;  // leaving at once is fine
            }
        }
        System.out.println("first s removed: " + found);

        LinkedList<Integer> queue = new LinkedList<>(List.of(1, 2, 3));
        for (Integer n : queue) if (n == 3) queue.remove(n);
        System.out.println("linked list: " + queue);

        List<Integer> counts = new ArrayList<>(List.of(3, 1, 2));
        for (Integer c : counts) counts.set(0, c);  // set is not a structural change
        System.out.println("after sets: " + counts);

        List<String> shared = new java.util.concurrent.CopyOnWriteArrayList<>(playlist());
        for (String s : shared) if (s.length() > 4) shared.remove(s);  // iterates a snapshot: no exception
        System.out.println("copy-on-write: " + shared);

        List<String> queueUp = playlist();
        for (String s : queueUp) {
            if (s.equals("outro")) queueUp.add("encore");
        }
        System.out.println("unreachable " + queueUp);
    }
}
