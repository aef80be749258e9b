// features: program, enum_declaration, nested_static_class, switch_arrow, switch_statement, ternary_expression, string_concatenation, varargs, hash_set, array_list, builtin_exceptions
import java.util.*;

public class TextAdventure {
    enum Dir { NORTH, SOUTH, EAST, WEST;
        Dir opposite() {
            switch (this) {
                case NORTH: return SOUTH;
                case SOUTH: return NORTH;
                case EAST: return WEST;
                default: return EAST;
            }
        }
    }

    static class Room {
        final String name;
        final Map<Dir, Room> exits = new EnumMap<>(Dir.class);
        final Set<String> items = new TreeSet<>();
        Room(String name, String... items) { this.name = name; this.items.addAll(Arrays.asList(items)); }
        void connect(Dir d, Room other) { exits.put(d, other); other.exits.put(d.opposite(), this); }
    }

    static class Player {
        Room at;
        final List<String> bag = new ArrayList<>();
        int moves;
        Player(Room start) { at = start; }
    }

    static String describe(Room r) {
        StringBuilder sb = new StringBuilder("You are in the " + r.name + ".");
        if (!r.items.isEmpty()) sb.append(" You see: ").append(String.join(", ", r.items)).append('.');
        sb.append(" Exits: ");
        StringJoiner j = new StringJoiner("/");
        r.exits.keySet().forEach(d -> j.add(d.name().toLowerCase()));
        return sb.append(j).toString();
    }

    public static void main(String[] args) {
        Room hall = new Room("hall", "lamp");
        Room library = new Room("library", "book", "scroll");
        Room kitchen = new Room("kitchen", "knife", "apple");
        Room cellar = new Room("cellar", "key");
        hall.connect(Dir.NORTH, library);
        hall.connect(Dir.EAST, kitchen);
        kitchen.connect(Dir.SOUTH, cellar);
        Player p = new Player(hall);
        String script = "look; take lamp; go north; take book; take sword; go west; go south; go east; take apple; "
                + "go south; take key; inventory; drop apple; look; go up; quit";
        for (String cmd : script.split(";\\s*")) {
            String[] parts = cmd.trim().split(" ", 2);
            String verb = parts[0];
            String arg = parts.length > 1 ? parts[1] : "";
            System.out.println("> " + cmd.trim());
            switch (verb) {
                case "look" -> System.out.println(describe(p.at));
                case "take" -> {
                    if (p.at.items.remove(arg)) { p.bag.add(arg); System.out.println("Taken: " + arg); }
                    else System.out.println("There is no " + arg + " here.");
                }
                case "drop" -> {
                    if (p.bag.remove(arg)) { p.at.items.add(arg); System.out.println("Dropped."); }
                    else System.out.println("You don't have that.");
                }
                case "go" -> {
                    try {
                        Dir d = Dir.valueOf(arg.toUpperCase());
                        Room next = p.at.exits.get(d);
                        if (next == null) System.out.println("You can't go " + arg + ".");
                        else { p.at = next; p.moves++; System.out.println(describe(next)); }
                    } catch (IllegalArgumentException e) {
                        System.out.println("Unknown direction: " + e.getMessage());
                    }
                }
                case "inventory" -> System.out.println("You carry " + (p.bag.isEmpty() ? "nothing" : p.bag));
                case "quit" -> System.out.println("Bye after " + p.moves + " moves with " + p.bag.size() + " items.");
                default -> System.out.println("Huh?");
            }
        }
    }
}
