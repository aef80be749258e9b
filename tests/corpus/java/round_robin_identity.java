// features: program, record_declaration, deque_stack, hash_map, string_format, streams
import java.util.*;

public class Scheduler {
    record Job(String name, int priority, int arrival, int burst) {}

    static class Result {
        final Map<String, Integer> finish = new LinkedHashMap<>();
        final List<String> timeline = new ArrayList<>();
    }

    static Result run(List<Job> jobs, int quantum) {
        Result r = new Result();
        Queue<Job> arriving = new ArrayDeque<>(jobs.stream().sorted(Comparator.comparingInt(Job::arrival)).toList());
        Deque<int[]> ready = new ArrayDeque<>();   // index into jobs, remaining
        Map<Integer, Job> byIdx = new HashMap<>();
        int t = 0, idx = 0;
        Map<Job, Integer> ids = new IdentityHashMap<>();
        for (Job j : jobs) { ids.put(j, idx); byIdx.put(idx, j); idx++; }
        while (!arriving.isEmpty() || !ready.isEmpty()) {
            while (!arriving.isEmpty() && arriving.peek().arrival() <= t) {
                Job j = arriving.poll();
                ready.addLast(new int[]{ids.get(j), j.burst()});
            }
            if (ready.isEmpty()) { t = arriving.peek().arrival(); continue; }
            int[] cur = ready.pollFirst();
            Job j = byIdx.get(cur[0]);
            int slice = Math.min(quantum, cur[1]);
            r.timeline.add(String.format("%2d-%2d %s", t, t + slice, j.name()));
            t += slice;
            cur[1] -= slice;
            while (!arriving.isEmpty() && arriving.peek().arrival() <= t) {
                Job n = arriving.poll();
                ready.addLast(new int[]{ids.get(n), n.burst()});
            }
            if (cur[1] > 0) ready.addLast(cur); else r.finish.put(j.name(), t);
        }
        return r;
    }

    public static void main(String[] args) {
        List<Job> jobs = List.of(new Job("A", 2, 0, 5), new Job("B", 1, 1, 3), new Job("C", 3, 2, 8), new Job("D", 2, 12, 2));
        for (int q : new int[]{2, 4}) {
            Result r = run(jobs, q);
            System.out.println("quantum " + q);
            r.timeline.forEach(s -> System.out.println("  " + s));
            double avgTurnaround = jobs.stream().mapToInt(j -> r.finish.get(j.name()) - j.arrival()).average().orElse(0);
            System.out.printf("  finish=%s avg turnaround=%.2f%n", r.finish, avgTurnaround);
        }
        PriorityQueue<Job> byPrio = new PriorityQueue<>(Comparator.comparingInt(Job::priority).thenComparing(Job::name, Comparator.reverseOrder()));
        byPrio.addAll(jobs);
        StringBuilder order = new StringBuilder();
        while (!byPrio.isEmpty()) order.append(byPrio.poll().name());
        System.out.println("priority order " + order);
    }
}
