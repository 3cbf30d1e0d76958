import { parseList, parseMoney, parseNumber } from "../../services/questionnaire/extract/values.ts";
console.log(
  parseNumber("1'310"),
  parseNumber("2'450'000"),
  parseNumber("That was last season (2024/25). This season the average so far is 3 450 per match"),
  parseNumber("Yes, after the annual meeting on 22 April."),
);
console.log(
  parseMoney("6,2 MSEK", ""),
  parseList(
    "Sweden, through operators licensed by Spelinspektionen. We have not checked other countries.",
  ),
  parseList("goals, assists, corners, 5- and 10-minute penalties, shots on goal"),
  parseList("Still none."),
);
