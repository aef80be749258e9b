// features: program, deque_stack, priority_queue, while_statement, class_declaration, array_list
import java.util.*;

public class QueueSim {
    static class Task {
        final String name;
        final int priority;
        int remaining;
        Task(String name, int priority, int work) {
            this.name = name;
            this.priority = priority;
            this.remaining = work;
        }
    }

    public static void main(String[] args) {
        Deque<Task> rr = new ArrayDeque<>();
        rr.offer(new Task("a", 2, 5));
        rr.offer(new Task("b", 1, 2));
        rr.offer(new Task("c", 3, 4));
        int tick = 0;
        List<String> done = new ArrayList<>();
        while (!rr.isEmpty()) {
            Task t = rr.poll();
            int slice = Math.min(2, t.remaining);
            t.remaining -= slice;
            tick += slice;
            if (t.remaining > 0) rr.offer(t);
            else done.add(t.name + "@" + tick);
        }
        System.out.println(done);
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int x : new int[]{5, 1, 8, 3, 9, 2}) pq.add(x);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb.toString().trim());
        PriorityQueue<Task> byPrio = new PriorityQueue<>((x, y) -> y.priority - x.priority);
        byPrio.add(new Task("low", 1, 0));
        byPrio.add(new Task("high", 9, 0));
        byPrio.add(new Task("mid", 5, 0));
        System.out.println(byPrio.peek().name + " " + byPrio.size());
        while (!byPrio.isEmpty()) System.out.print(byPrio.poll().name + " ");
        System.out.println();
    }
}
