<?php // features: functions, regex, string_functions, if_else
function bob(string $input): string {
    $s = trim($input);
    if ($s === '') return "Fine. Be that way!";
    $question = str_ends_with($s, '?');
    $yelling = preg_match('/[A-Z]/', $s) && strtoupper($s) === $s;
    if ($question && $yelling) return "Calm down, I know what I'm doing!";
    if ($yelling) return "Whoa, chill out!";
    if ($question) return "Sure.";
    return "Whatever.";
}
foreach (["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
          "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?"] as $msg) {
    printf("%-45s => %s\n", $msg, bob($msg));
}
