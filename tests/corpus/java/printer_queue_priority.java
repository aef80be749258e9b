// features: program, priority_queue, comparator_combinators, enum_declaration, streams, deque_stack, iterator, static_members
import java.util.*;
import java.util.stream.*;

public class PrinterQueue {
    enum Priority { LOW, NORMAL, URGENT }

    static final class Job {
        private static int nextId = 1;
        final int id; final String owner; final int pages; final Priority priority; final int submitted;
        Job(String owner, int pages, Priority priority, int submitted) {
            this.id = nextId++; this.owner = owner; this.pages = pages; this.priority = priority; this.submitted = submitted;
        }
        @Override public String toString() { return "#" + id + "(" + owner + "," + pages + "p," + priority + ")"; }
    }

    public static void main(String[] args) {
        Comparator<Job> order = Comparator.comparing((Job j) -> j.priority).reversed()
                .thenComparingInt(j -> j.submitted).thenComparingInt(j -> j.id);
        PriorityQueue<Job> queue = new PriorityQueue<>(order);
        String[] owners = {"ann", "bob", "cy", "dee"};
        int[] pages = {5, 12, 1, 30, 7, 3, 18, 2, 9, 4};
        Priority[] prios = Priority.values();
        int clock = 0;
        for (int i = 0; i < pages.length; i++) {
            queue.add(new Job(owners[i % owners.length], pages[i], prios[(i * 7) % 3], clock));
            clock += 2;
        }
        System.out.println("queued " + queue.size() + ", head " + queue.peek());
        Map<String, Integer> printedBy = new TreeMap<>();
        List<Job> done = new ArrayList<>();
        int time = 0;
        while (!queue.isEmpty()) {
            Job j = queue.poll();
            int start = Math.max(time, j.submitted);
            time = start + j.pages;
            done.add(j);
            printedBy.merge(j.owner, j.pages, Integer::sum);
            System.out.printf("%3d-%3d %s waited %d%n", start, time, j, start - j.submitted);
        }
        System.out.println("pages per owner " + printedBy);
        Map<Priority, Double> avgPages = done.stream()
                .collect(Collectors.groupingBy(j -> j.priority, TreeMap::new, Collectors.averagingInt(j -> j.pages)));
        System.out.println("avg pages " + avgPages);
        String longest = done.stream().sorted(Comparator.comparingInt((Job j) -> j.pages).reversed()).limit(3)
                .map(Object::toString).collect(Collectors.joining(" > "));
        System.out.println("longest: " + longest);
        Deque<Job> history = new ArrayDeque<>(done);
        System.out.println("last printed " + history.peekLast() + ", first " + history.peekFirst());
        Iterator<Job> it = history.descendingIterator();
        int n = 0;
        while (it.hasNext() && n++ < 3) System.out.print(it.next().id + " ");
        System.out.println();
        Map<Boolean, List<Integer>> big = done.stream().collect(Collectors.partitioningBy(j -> j.pages >= 10,
                Collectors.mapping(j -> j.id, Collectors.toList())));
        System.out.println(big);
    }
}
