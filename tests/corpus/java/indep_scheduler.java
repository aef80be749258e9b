// features: program, priority_queue, hash_map, deque_stack, iterator, collections_utils
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;

public class Scheduler {
    static class Task implements Comparable<Task> {
        final String name; final int priority; final int duration;
        Task(String name, int priority, int duration) { this.name = name; this.priority = priority; this.duration = duration; }
        public int compareTo(Task o) {
            if (priority != o.priority) return Integer.compare(o.priority, priority);
            return name.compareTo(o.name);
        }
        public String toString() { return name + "(p" + priority + ",d" + duration + ")"; }
    }

    public static void main(String[] args) {
        PriorityQueue<Task> pq = new PriorityQueue<>();
        pq.add(new Task("compile", 5, 3));
        pq.add(new Task("test", 3, 4));
        pq.add(new Task("deploy", 1, 2));
        pq.add(new Task("lint", 5, 1));
        pq.add(new Task("docs", 2, 2));
        int clock = 0;
        LinkedHashMap<String, Integer> finished = new LinkedHashMap<>();
        while (!pq.isEmpty()) {
            Task t = pq.poll();
            clock += t.duration;
            finished.put(t.name, clock);
            System.out.println("t=" + clock + " done " + t);
        }
        System.out.println(finished);
        TreeMap<Integer, String> timeline = new TreeMap<>();
        finished.forEach((k, v) -> timeline.put(v, k));
        System.out.println(timeline.firstKey() + " " + timeline.lastEntry().getValue() + " " + timeline.headMap(6) + " " + timeline.ceilingKey(7) + " " + timeline.floorEntry(7));
        System.out.println(timeline.descendingMap());
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) { if (i % 2 == 0) dq.addFirst(i); else dq.addLast(i); }
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.pollLast() + " " + dq);
        Iterator<Integer> it = dq.iterator();
        while (it.hasNext()) if (it.next() == 2) it.remove();
        System.out.println(dq);
        LinkedList<String> ll = new LinkedList<>(List.of("b", "c"));
        ll.addFirst("a"); ll.add(1, "x"); ll.removeLast();
        System.out.println(ll + " " + ll.getFirst() + " " + ll.indexOf("x"));
        TreeSet<Integer> ts = new TreeSet<>(List.of(10, 5, 20, 15));
        System.out.println(ts + " " + ts.first() + " " + ts.higher(10) + " " + ts.headSet(15) + " " + ts.descendingSet() + " " + ts.pollFirst());
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) { String s = li.next(); li.set(s.toUpperCase()); }
        System.out.println(ll);
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Comparator.reverseOrder());
        maxHeap.addAll(List.of(3, 1, 4, 1, 5, 9, 2, 6));
        StringBuilder sb = new StringBuilder();
        while (maxHeap.size() > 3) sb.append(maxHeap.poll()).append(' ');
        System.out.println(sb.toString().trim() + " left " + maxHeap.size());
        Map<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("z", 1); lhm.put("a", 2); lhm.put("z", 3);
        lhm.compute("a", (k, v) -> v == null ? 1 : v * 10);
        lhm.computeIfPresent("q", (k, v) -> v + 1);
        System.out.println(lhm + " " + lhm.entrySet().iterator().next().getKey());
    }
}
