// features: record_declaration, priority_queue, comparator_combinators, streams, lambda_expression, string_format
import java.util.*;
import java.util.stream.*;

/** Compares CPU scheduling policies on the same workload. */
public class CpuScheduler {
    record Job(String id, int arrival, int burst, int priority) {}

    record Slice(String id, int start, int end) {}

    static final class Result {
        final String policy;
        final List<Slice> timeline = new ArrayList<>();
        final Map<String, Integer> finish = new TreeMap<>();

        Result(String policy) { this.policy = policy; }

        void run(String id, int start, int end) {
            if (!timeline.isEmpty()) {
                Slice last = timeline.get(timeline.size() - 1);
                if (last.id().equals(id) && last.end() == start) {
                    timeline.set(timeline.size() - 1, new Slice(id, last.start(), end));
                    return;
                }
            }
            timeline.add(new Slice(id, start, end));
        }
    }

    static Result fcfs(List<Job> jobs) {
        Result r = new Result("FCFS");
        int t = 0;
        List<Job> order = new ArrayList<>(jobs);
        order.sort(Comparator.comparingInt(Job::arrival).thenComparing(Job::id));
        for (Job j : order) {
            t = Math.max(t, j.arrival());
            r.run(j.id(), t, t + j.burst());
            t += j.burst();
            r.finish.put(j.id(), t);
        }
        return r;
    }

    static Result sjf(List<Job> jobs) {
        Result r = new Result("SJF");
        PriorityQueue<Job> ready = new PriorityQueue<>(Comparator.comparingInt(Job::burst).thenComparingInt(Job::arrival));
        List<Job> pending = new ArrayList<>(jobs);
        pending.sort(Comparator.comparingInt(Job::arrival));
        int t = 0, i = 0;
        while (i < pending.size() || !ready.isEmpty()) {
            while (i < pending.size() && pending.get(i).arrival() <= t) ready.add(pending.get(i++));
            if (ready.isEmpty()) { t = pending.get(i).arrival(); continue; }
            Job j = ready.poll();
            r.run(j.id(), t, t + j.burst());
            t += j.burst();
            r.finish.put(j.id(), t);
        }
        return r;
    }

    static Result roundRobin(List<Job> jobs, int quantum) {
        Result r = new Result("RR(q=" + quantum + ")");
        Deque<Job> queue = new ArrayDeque<>();
        Map<String, Integer> remaining = new HashMap<>();
        jobs.forEach(j -> remaining.put(j.id(), j.burst()));
        List<Job> pending = jobs.stream().sorted(Comparator.comparingInt(Job::arrival)).collect(Collectors.toList());
        int t = 0, i = 0;
        while (i < pending.size() || !queue.isEmpty()) {
            while (i < pending.size() && pending.get(i).arrival() <= t) queue.addLast(pending.get(i++));
            if (queue.isEmpty()) { t = pending.get(i).arrival(); continue; }
            Job j = queue.pollFirst();
            int run = Math.min(quantum, remaining.get(j.id()));
            r.run(j.id(), t, t + run);
            t += run;
            remaining.merge(j.id(), -run, Integer::sum);
            while (i < pending.size() && pending.get(i).arrival() <= t) queue.addLast(pending.get(i++));
            if (remaining.get(j.id()) > 0) queue.addLast(j);
            else r.finish.put(j.id(), t);
        }
        return r;
    }

    static Result priorityPreemptive(List<Job> jobs) {
        Result r = new Result("PRIO");
        Map<String, Integer> remaining = new HashMap<>();
        for (Job j : jobs) remaining.put(j.id(), j.burst());
        int t = 0;
        while (remaining.values().stream().anyMatch(v -> v > 0)) {
            final int now = t;
            Optional<Job> best = jobs.stream()
                .filter(j -> j.arrival() <= now && remaining.get(j.id()) > 0)
                .min(Comparator.comparingInt(Job::priority).thenComparing(Job::arrival));
            if (best.isEmpty()) { t++; continue; }
            Job j = best.get();
            r.run(j.id(), t, t + 1);
            t++;
            if (remaining.merge(j.id(), -1, Integer::sum) == 0) r.finish.put(j.id(), t);
        }
        return r;
    }

    static void report(Result r, List<Job> jobs) {
        System.out.println("--- " + r.policy + " ---");
        String gantt = r.timeline.stream()
            .map(s -> String.format("[%d %s %d]", s.start(), s.id(), s.end()))
            .collect(Collectors.joining(""));
        System.out.println(gantt);
        double totalWait = 0, totalTurn = 0;
        for (Job j : jobs) {
            int turnaround = r.finish.get(j.id()) - j.arrival();
            int wait = turnaround - j.burst();
            totalWait += wait;
            totalTurn += turnaround;
            System.out.printf("  %-3s finish=%2d turnaround=%2d wait=%2d%n", j.id(), r.finish.get(j.id()), turnaround, wait);
        }
        System.out.printf("  avg wait %.2f, avg turnaround %.2f, switches %d%n",
            totalWait / jobs.size(), totalTurn / jobs.size(), r.timeline.size() - 1);
    }

    public static void main(String[] args) {
        List<Job> jobs = List.of(
            new Job("A", 0, 7, 3),
            new Job("B", 2, 4, 1),
            new Job("C", 4, 1, 4),
            new Job("D", 5, 4, 2),
            new Job("E", 15, 3, 1));
        List<Result> results = List.of(fcfs(jobs), sjf(jobs), roundRobin(jobs, 2), roundRobin(jobs, 4), priorityPreemptive(jobs));
        for (Result r : results) report(r, jobs);
        Result best = results.stream()
            .min(Comparator.comparingDouble(r -> r.finish.entrySet().stream()
                .mapToInt(e -> e.getValue() - jobs.stream().filter(j -> j.id().equals(e.getKey())).findFirst().get().arrival())
                .average().orElse(0)))
            .orElseThrow();
        System.out.println("best average turnaround: " + best.policy);
        Map<Integer, List<String>> byPriority = jobs.stream()
            .collect(Collectors.groupingBy(Job::priority, TreeMap::new, Collectors.mapping(Job::id, Collectors.toList())));
        System.out.println("by priority: " + byPriority);
        IntSummaryStatistics stats = jobs.stream().mapToInt(Job::burst).summaryStatistics();
        System.out.println("bursts: " + stats);
    }
}
