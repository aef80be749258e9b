// features: program, record_declaration, interface_declaration, generics, class_literal, lambda_expression, instanceof_expression, deque_stack, cast_expression
import java.util.*;
import java.util.function.Consumer;

public class EventBus {
    sealed interface Event permits UserJoined, MessagePosted, UserLeft {}
    record UserJoined(String user) implements Event {}
    record MessagePosted(String user, String text) implements Event {}
    record UserLeft(String user, String reason) implements Event {}

    private final Map<Class<? extends Event>, List<Consumer<? super Event>>> handlers = new LinkedHashMap<>();
    private final Deque<Event> queue = new ArrayDeque<>();
    private int delivered;

    <E extends Event> void subscribe(Class<E> type, Consumer<? super Event> handler) {
        handlers.computeIfAbsent(type, k -> new ArrayList<>()).add(handler);
    }

    void publish(Event e) { queue.addLast(e); }

    void drain() {
        while (!queue.isEmpty()) {
            Event e = queue.pollFirst();
            List<Consumer<? super Event>> hs = handlers.getOrDefault(e.getClass(), List.of());
            if (hs.isEmpty()) System.out.println("  (no handler for " + e.getClass().getSimpleName() + ")");
            for (Consumer<? super Event> h : hs) {
                h.accept(e);
                delivered++;
            }
        }
    }

    static String describe(Event e) {
        if (e instanceof UserJoined j) return j.user() + " joined";
        if (e instanceof MessagePosted m) return m.user() + ": " + m.text();
        UserLeft l = (UserLeft) e;
        return l.user() + " left (" + l.reason() + ")";
    }

    public static void main(String[] args) {
        EventBus bus = new EventBus();
        Set<String> online = new TreeSet<>();
        Map<String, Integer> counts = new HashMap<>();
        List<String> transcript = new ArrayList<>();
        bus.subscribe(UserJoined.class, e -> online.add(((UserJoined) e).user()));
        bus.subscribe(UserLeft.class, e -> online.remove(((UserLeft) e).user()));
        bus.subscribe(MessagePosted.class, e -> {
            MessagePosted m = (MessagePosted) e;
            counts.merge(m.user(), 1, Integer::sum);
            if (m.text().startsWith("/")) bus.publish(new MessagePosted("bot", "command " + m.text().substring(1) + " ignored"));
        });
        for (Class<? extends Event> c : List.of(UserJoined.class, MessagePosted.class, UserLeft.class)) {
            bus.subscribe(c, e -> transcript.add(describe(e)));
        }
        bus.publish(new UserJoined("ada"));
        bus.publish(new UserJoined("linus"));
        bus.publish(new MessagePosted("ada", "hello"));
        bus.publish(new MessagePosted("linus", "/help"));
        bus.publish(new UserLeft("ada", "timeout"));
        bus.publish(new MessagePosted("linus", "anyone?"));
        bus.drain();
        transcript.forEach(line -> System.out.println("> " + line));
        System.out.println("online " + online + ", counts " + new TreeMap<>(counts) + ", delivered " + bus.delivered);
        System.out.println(new UserLeft("x", "y") + " " + new UserJoined("ada").equals(new UserJoined("ada")) + " " + UserJoined.class.getSimpleName());
    }
}
