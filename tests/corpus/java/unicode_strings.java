// features: program, unicode_strings, string_methods, string_builder, char_type, wrapper_classes
public class U1 {
    public static void main(String[] args) {
        String u = "héllo wörld ñandú Ωμέγα привет";
        System.out.println(u.length() + " " + u.charAt(1) + " " + u.toUpperCase() + " " + u.indexOf('w') + " " + u.indexOf("ñ"));
        System.out.println(u.substring(6, 11) + "|" + u.lastIndexOf('o') + "|" + Character.isUpperCase('Ω') + Character.toLowerCase('Ω'));
        StringBuilder sb = new StringBuilder();
        for (char c : u.toCharArray()) if (Character.isLetter(c)) sb.append(Character.toUpperCase(c));
        System.out.println(sb + " " + sb.length());
        String rev = new StringBuilder("añb").reverse().toString();
        System.out.println(rev + " " + (int) 'é' + " " + (char) 233 + " " + "café".equals("caf" + 'é'));
        int vowels = 0;
        for (int i = 0; i < u.length(); i++) if ("aeiouáéíóú".indexOf(u.charAt(i)) >= 0) vowels++;
        System.out.println(vowels);
    }
}
