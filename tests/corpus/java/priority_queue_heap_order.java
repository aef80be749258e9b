// features: program, priority_queue, record_declaration, comparator_combinators, collections_utils, streams
import java.util.*;
public class PriorityQueueHeapOrder {
    record Task(String name, int pri) {}
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(9, 3, 7, 1, 8, 2, 6));
        System.out.println(pq + " " + pq.peek());
        pq.add(0); pq.offer(5);
        System.out.println(pq);
        pq.remove(7);
        System.out.println(pq + " " + pq.contains(8));
        StringBuilder sb = new StringBuilder();
        for (int x : pq) sb.append(x).append(',');
        System.out.println(sb);
        PriorityQueue<Integer> max = new PriorityQueue<>(Collections.reverseOrder());
        max.addAll(List.of(4, 1, 9, 3, 3, 10));
        System.out.println(max);
        while (!max.isEmpty()) System.out.print(max.poll() + " ");
        System.out.println();
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::pri).thenComparing(Task::name));
        tasks.add(new Task("b", 2)); tasks.add(new Task("a", 2)); tasks.add(new Task("c", 1)); tasks.add(new Task("d", 3));
        System.out.println(tasks);
        tasks.removeIf(t -> t.pri() == 2);
        System.out.println(tasks + " " + tasks.size());
        PriorityQueue<String> copy = new PriorityQueue<>(new TreeSet<>(List.of("z", "m", "a")));
        System.out.println(copy + " " + copy.comparator());
        System.out.println(Arrays.toString(pq.toArray()) + " " + pq.stream().mapToInt(i -> i).sum());
    }
}
