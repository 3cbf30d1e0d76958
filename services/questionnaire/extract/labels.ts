/**
 * Which field a label names. Labels are compared as sets of meaningful words: stopwords of
 * questions ("How many ... do you have?") dropped, plurals singular, British spellings American,
 * abbreviations spelled out. A synonym whose words are all in the label matches, the better the
 * more of the label it explains; a label in two languages ("Antall lag / Number of teams") is
 * read part by part.
 */
import type { QuestionnaireField } from "../schema.ts";
import { FIELDS } from "./fields.ts";

/** Words that carry no meaning in a label or question ("How many ... do you have?"). */
const STOPWORDS = new Set(
  (
    "what is are was were your the of how many much does do did please provide list approximately " +
    "approx a an in on for which who when where our you have has to we it its current currently " +
    "estimated and or describe give state indicate any there be by with at if can could " +
    "would will each every across last this primarily mainly mostly typically usually operate " +
    "compete carry supply hold offer make up get work govern roughly about around " +
    "s approximate yes no please confirm tell us kindly briefly " +
    // Indonesian and Malay
    "di yang saat ini secara dengan oleh untuk ke dari dan " +
    // Articles and joining words of the Romance and Germanic languages
    "de del la el los las y da do das dos della delle dei les des du et und der die das och og " +
    "en " +
    // Question words of Portuguese and Spanish
    "qual quais quanto quantos quanta quantas como sao em na no nos nas os tem ou pelo pela " +
    "atual atuais quai atuai o entre feita cual cuales cuantos cuantas tiene tienen tenemos " +
    // Italian prepositions with their article ("in totale nella stagione"), articles, verbs of
    // being and hedges ("in media siamo sui 1.400 spettatori", "cresce di circa il 10%")
    "nella nel nello negli nelle alla il lo gli al allo ai agli su sui sul sulla con che " +
    "siamo sono abbiamo si circa cui dagli dai dal dalla " +
    // Dutch joining words and verbs ("Er worden 22 speeldagen afgewerkt met telkens 26
    // wedstrijden")
    "er worden wordt werden met wij zijn onze afgewerkt gespeeld telden " +
    // French elisions ("d'affaires", "l'équipe")
    "d l qu " +
    // French and German subjects, verbs of having and being, and hedges of a figure ("nous
    // avons un peu plus de 9 500 abonnés", "wir haben rund 1.800 Zuschauer")
    "nous avons avait sommes sont ont notre nos un une peu plus environ wir haben hat ist " +
    "sind unsere unser unseren rund etwa mit " +
    // Polish, Czech and Swedish joining words and verbs of being ("wyniosły 3,4 mln zł")
    "w we z ze oraz sie jest sa nas obecnie ok okolo r tym wynosi wynosza wyniosly wyniosla " +
    "posiada mamy przez dla osob i v ve je jsou mame vi har var pa av som med till for om ett " +
    "det ungefar omkring cirka sammanlagt " +
    // Hedges of a figure in Hungarian, Slovak, Slovenian and Croatian ("körülbelül 120 futam",
    // "okolo 150 divákov", "približno 40 spustov")
    "kb korulbelul nagyjabol mintegy altalaban okolo priblizne zhruba asi cca okoli priblizno " +
    "pribl obicajno oko otprilike " +
    // Their joining words and pronouns ("Počet podujatí za sezónu", "Partner pre integritu",
    // "Trgi, kjer so stave zakonite", "Podiel divákov vo veku 18–34", "kde ich sleduje")
    "za pre vo zo kjer kde ktory ktora ktore ktery ktera ich nas sa aj tiez tudi ki pa smo " +
    "sme su " +
    // Their question words, "your" and verbs of a question ("Koľko tímov hrá vo vašej lige?",
    // "Kdaj se začne vaša sezona?", "Hány csapat játszik a ligában?")
    "kolko kolik koliko hany mennyi kedy kdy kdaj kada mikor ake aky aka jake jaky jaka kaksne " +
    "kaksen kakve milyen milyenek kik mate imate imaju van vasej vasi vase vasa vasoj vasem " +
    "vaseho ali li hra hraje hraju igra igraju igrajo nastopa jatszik jatszanak u " +
    // Vietnamese joining words ("với", "của", "được", "khoảng", "đạt")
    "voi cua duoc cac nhung hien co tai tren trong khoang dat gom cho nay " +
    // Finnish verbs of being, joining words and the euro ("Liikevaihto oli 450 000 euroa")
    "oli ovat ole olivat seka meilla euroa euron " +
    // Hedges of a figure in Finnish, German, Dutch, Spanish and Portuguese ("yhteensä noin
    // 24 000 katsojaa", "ungefähr 300", "ongeveer 1.200", "cerca de 900", "aproximadamente")
    "noin lahes yli runsaat vajaat perati arviolta ungefahr ongeveer cerca aproximadamente"
  ).split(" ").concat(
    // Russian, Ukrainian, Bulgarian and Serbian joining words, pronouns, question words and
    // hedges ("Сколько команд в вашей лиге?", "около 3 000 зрителей", "за весь сезон").
    (
      "в во на и с со по для от до из у о об за весь всего весь наш наша наше наши ваш ваша " +
      "ваше ваши вашей вашего это как какой какая какие сколько ли есть или около примерно " +
      "более менее свыше том числе них также уже сейчас в среднем среднем ще та й і що які " +
      "скільки ви вас ваш ваша наш на от за и в во колко какъв каква вид укупно око од да ли"
    ).split(" ").map(stemForm),
    // Hedges and joining words of Ukrainian, Bulgarian, Serbian, Macedonian, Romanian, Turkish
    // and Estonian ("близько 120 матчів", "околу 900 гледачи", "yaklaşık 300 sporcu", "umbes
    // 6 500", "aproximativ 30").
    (
      "близько приблизно понад майже околу отприлике средно просечно просек около също " +
      "yaklasik umbes keskmiselt aproximativ если честно немного чуть больше человек " +
      "людей осіб души intre vin geliyor"
    ).split(" ").map(stemForm),
  ),
);

/** Abbreviations and spellings, as the synonym table spells them. */
const ALIASES: Record<string, string> = {
  avg: "average",
  av: "average",
  averaged: "average",
  averaging: "average",
  averages: "average",
  nr: "number",
  num: "number",
  pct: "percent",
  yr: "year",
  yrs: "years",
  org: "organization",
  orgs: "organizations",
  organisation: "organization",
  organisations: "organizations",
  programme: "program",
  programmes: "programs",
  licence: "license",
  licenced: "licensed",
  centre: "center",
  tv: "tv",
  hq: "hq",
  "e": "e",
  nos: "number",
  qty: "number",
  estd: "established",
  inc: "inc",
  // A season named by its time of year: "13 races this winter", "a summer of 8 regattas".
  winter: "season",
  summer: "season",
};

/**
 * Words of the languages questionnaires arrive in, as the synonym table's English: enough for
 * bilingual forms and exports in German, the Nordic languages, Dutch, French, Spanish,
 * Portuguese, Italian, Finnish, Polish, Indonesian and Malay to name their fields.
 */
const TRANSLATIONS: Record<string, string> = {
  // Kazakh, Kyrgyz and Russian short words no stem can stand for ("ұзақтығы_ай" length in months).
  ай: "months",
  тв: "tv",
  // Italian
  disciplina: "sport",
  inizio: "start",
  stagione: "season",
  stagioni: "seasons",
  durata: "length",
  giornate: "rounds",
  // ("Numero di tappe per stagione": a circuit's stages.)
  tappe: "events",
  sferisteri: "venues",
  sferisterio: "venue",
  impianti: "venues",
  impianto: "venue",
  arbitraggio: "officiating",
  telespettatori: "viewers",
  latenza: "latency",
  programma: "program",
  integrita: "integrity",
  scommesse: "betting",
  legali: "legal",
  legale: "legal",
  dati: "data",
  dal: "since",
  statistiche: "statistics",
  rilevate: "tracked",
  tesserati: "registered players",
  sito: "website",
  referente: "contact",
  ruolo: "title",
  anno: "year",
  emittenti: "broadcast",
  piattaforme: "platforms",
  annua: "annual",
  annuo: "annual",
  mercati: "markets",
  lega: "league",
  tempo: "time",
  reale: "real",
  monitoraggio: "monitoring",
  // ("Numero di eventi (palii/regate) per stagione", "Spettatori medi per evento", "Mese di
  // inizio", "Tasso di crescita", "Campi di regata utilizzati", "Disciplina praticata")
  evento: "event",
  eventi: "events",
  palio: "race",
  palii: "races",
  medi: "average",
  medio: "average",
  mese: "month",
  tasso: "rate",
  campi: "venues",
  utilizzati: "used",
  utilizzate: "used",
  praticata: "",
  praticato: "",
  segreteria: "office",
  // ("Esiste un programma di integrità?", "Disponete di un feed dati?": is there, do you have.)
  esiste: "",
  esistono: "",
  disponete: "",
  // Dutch: "speelavond", "competitieavonden" (an evening of play is a league's event).
  avond: "night",
  avonden: "nights",
  // Catalan ("96 equips inscrits i 1.150 jugadors i jugadores amb llicència", "Disputem 22
  // jornades per temporada", "48 partides", "unes 700 persones", "2.300 seguidors",
  // "Ingressos totals", "Patrocini", "Creixement dels ingressos")
  lliga: "league",
  esport: "sport",
  fundacio: "founded",
  equips: "teams",
  equip: "team",
  jugadors: "players",
  esportistes: "athletes",
  inscrits: "registered",
  inscrites: "registered",
  amb: "",
  comenca: "starts",
  inici: "start",
  durada: "length",
  setmanes: "weeks",
  jornades: "matchdays",
  partides: "matches",
  partits: "matches",
  federats: "registered",
  federades: "registered",
  pistes: "venues",
  espectadors: "spectators",
  persones: "people",
  // ("Una jornada normal aplega unes 700 persones": gathers, draws.)
  aplega: "attend",
  atreu: "attend",
  seguidors: "followers",
  xarxes: "social",
  televisio: "television",
  dades: "data",
  directe: "live",
  estadistiques: "statistics",
  integritat: "integrity",
  antidopatge: "anti doping",
  arbitratge: "officiating",
  apostes: "betting",
  patrocini: "sponsorship",
  creixement: "growth",
  contacte: "contact",
  carrec: "title",
  correu: "email",
  anuals: "annual",
  mercats: "markets",
  legals: "legal",
  registrades: "tracked",
  registrats: "tracked",
  historic: "historical",
  // German letters' inflected nouns and compounds ("9 Renntage", "8 Rennwochenenden mit
  // jeweils zwei Bewerben", "640 Athletinnen und Athleten aus 26 Vereinen", "900 Zusehern pro
  // Spieltag", "an 7 Spieltagen", "Ergebnisdaten seit")
  // German form labels ("Datenformat", "Integritätspartner", "Schiedsrichterwesen",
  // "Ergebnisarchiv seit")
  datenformat: "data format",
  integritatspartner: "integrity partner",
  integritaetspartner: "integrity partner",
  schiedsrichterwesen: "officiating",
  ergebnisarchiv: "results archive",
  austragungsort: "venue",
  spielort: "venue",
  // A race's course is its venue: "Unsere Strecken sind: …", "i percorsi", "les parcours",
  // "tratě", "proge".
  strecke: "course",
  strecken: "courses",
  percorso: "course",
  percorsi: "courses",
  parcours: "courses",
  trat: "course",
  trate: "courses",
  proge: "courses",
  // ("Verzögerung des Live-Datenfeeds": the delay of the feed.)
  verzogerung: "delay",
  rennen: "races",
  feste: "events",
  wettkampfe: "events",
  wettkampf: "event",
  // ("350 aktive Schwinger", "verfolgen durchschnittlich 4'500 Zuschauer … vor Ort")
  // Italian and Catalan audiences ("Alle partite assistono in media 800 persone", "Cada
  // retransmissió la segueixen de mitjana 1.200 espectadors", "90.000 visualitzacions")
  mitjana: "average",
  assistono: "attend",
  assisteixen: "attend",
  diretta: "broadcast",
  // ("(a) Broadcasting partners (b) Streaming platforms")
  broadcasting: "broadcast",
  dirette: "broadcasts",
  retransmissio: "broadcast",
  retransmissions: "broadcasts",
  visualitzacions: "views",
  // ("Im Durchschnitt sehen 45'000 Personen eine TV-Übertragung")
  sehen: "watched",
  ubertragung: "broadcast",
  ubertragungen: "broadcasts",
  aktive: "active",
  aktiven: "active",
  durchschnittlich: "average",
  renntag: "race day",
  renntage: "race days",
  renntagen: "race days",
  rennwochenende: "race weekend",
  rennwochenenden: "race weekends",
  bewerbe: "races",
  bewerben: "races",
  athletinnen: "athletes",
  athleten: "athletes",
  vereinen: "clubs",
  zusehern: "viewers",
  zuschauern: "spectators",
  zuschauerinnen: "spectators",
  spieltagen: "matchdays",
  ergebnisdaten: "results data",
  // Italian and Catalan data sheets ("Prima edizione", "Weekend di gara per stagione", "Quota
  // pubblico 18–34 anni", "Seu", "Públic de 18 a 34 anys", "Operadors d’apostes amb acord")
  // ("22 società con circa 600 giocatori": clubs.)
  societa: "clubs",
  // ("Paesi in cui giocate o siete seguiti", "Percentuale di pubblico 18-34 anni")
  paesi: "countries",
  annui: "annual",
  percentuale: "percent",
  prima: "first",
  edizione: "edition",
  gara: "race",
  gare: "races",
  quota: "share",
  anni: "years",
  seu: "headquarters",
  anys: "years",
  operadors: "operators",
  // French forms ("Nombre d'épreuves par saison", "Part du public 18–34 ans")
  epreuves: "events",
  epreuve: "event",
  ans: "years",
  // German and Italian letters' money ("Gesamtertrag 2025", "le entrate della Lega")
  ertrag: "revenue",
  entrate: "revenue",
  // Portuguese
  transmissao: "broadcast",
  transmissoes: "broadcasts",
  dados: "data",
  estatisticas: "statistics",
  estatistica: "statistics",
  registradas: "tracked",
  registrados: "registered",
  programa: "programme",
  integridade: "integrity",
  parceiro: "partner",
  parceiros: "partners",
  arbitragem: "officiating",
  politica: "policy",
  antidoping: "anti doping",
  aposta: "betting",
  apostas: "betting",
  jurisdicoes: "markets",
  responsavel: "contact",
  telefone: "phone",
  whatsapp: "phone",
  paises: "markets",
  duracao: "length",
  etapa: "event",
  percentual: "percent",
  sociais: "media",
  emissoras: "broadcasters",
  anos: "years",
  // Indonesian and Malay
  nama: "name",
  olahraga: "sport",
  cabang: "",
  tahun: "year",
  berdiri: "founded",
  alamat: "address",
  sekretariat: "office",
  situs: "website",
  jumlah: "number",
  klub: "clubs",
  tim: "teams",
  pemain: "players",
  atlet: "athletes",
  terdaftar: "registered",
  musim: "season",
  bulan: "month",
  dimulainya: "start",
  dimulai: "start",
  mulai: "start",
  lama: "length",
  seri: "events",
  pertandingan: "matches",
  rata: "average",
  penonton: "spectators",
  pemirsa: "viewers",
  kumulatif: "cumulative",
  mitra: "partners",
  siaran: "broadcast",
  pengikut: "followers",
  sosial: "social",
  resmi: "official",
  langsung: "live",
  latensi: "latency",
  integritas: "integrity",
  taruhan: "betting",
  pendapatan: "revenue",
  tahunan: "annual",
  hadiah: "prize",
  utama: "main",
  kontak: "contact",
  jabatan: "title",
  telepon: "phone",
  kapasitas: "capacity",
  // Malay as Malaysia writes it ("Tahun ditubuhkan & ibu pejabat", "Bilangan pasukan dan pemain
  // berdaftar", "Purata kehadiran penonton setiap siri", "Pengadilan", "Pasaran sah", "Hasil
  // tajaan")
  ditubuhkan: "founded",
  pejabat: "office",
  bilangan: "number",
  pasukan: "teams",
  berdaftar: "registered",
  bermula: "start",
  siri: "events",
  setiap: "per",
  perlawanan: "matches",
  purata: "average",
  kehadiran: "attendance",
  penyiaran: "broadcast",
  peratus: "percent",
  berumur: "aged",
  direkod: "tracked",
  pengadilan: "officiating",
  pengadil: "referees",
  pasaran: "markets",
  sah: "legal",
  hasil: "revenue",
  tajaan: "sponsorship",
  penaja: "sponsors",
  suapan: "feed",
  rasmi: "official",
  integriti: "integrity",
  hubungi: "contact",
  pertaruhan: "betting",
  fernsehen: "television",
  liga: "league",
  sportart: "sport",
  gruendungsjahr: "founded",
  grundungsjahr: "founded",
  gegrundet: "founded",
  gruendung: "founded",
  grundung: "founded",
  sitz: "headquarters",
  webseite: "website",
  maerkte: "markets",
  markte: "markets",
  anzahl: "number",
  mannschaften: "teams",
  vereine: "clubs",
  // (A German profile's labels: "Medienpartner", "Erfasste Werte", "Kampfgericht", "Länder",
  // "Aktive Hakler mit Startpass".)
  medienpartner: "media partners",
  erfasste: "recorded",
  werte: "statistics",
  kampfgericht: "officiating",
  lander: "countries",
  startpass: "registered",
  // ("Lizenzfahrer/innen", "Saisonzeitraum", "Kommissäre", "Datenschnittstelle".)
  lizenzfahrer: "licensed riders",
  saisonzeitraum: "season dates",
  kommissare: "officials",
  datenschnittstelle: "data feed",
  // (Swiss German: "17 Mitgliedvereine", "zehn Anlässe".)
  mitgliedvereine: "clubs",
  mitgliedsvereine: "clubs",
  mitgliedsvereinen: "clubs",
  mitgliedvereinen: "clubs",
  anlasse: "events",
  anlassen: "events",
  spieler: "players",
  gemeldeten: "registered",
  gemeldete: "registered",
  spielern: "players",
  begegnungen: "matches",
  begegnung: "match",
  statten: "venues",
  statte: "venue",
  zuseher: "viewers",
  reichweite: "reach",
  gesamt: "total",
  historische: "historical",
  livestream: "stream",
  spielerinnen: "players",
  lizenzierte: "registered",
  lizenzierten: "registered",
  saison: "season",
  beginn: "start",
  dauer: "length",
  wochen: "weeks",
  runden: "rounds",
  spiele: "matches",
  spiel: "match",
  partie: "match",
  spieltage: "matchdays",
  spielorte: "venues",
  zuschauer: "spectators",
  schnitt: "average",
  durchschnitt: "average",
  je: "per",
  publikum: "audience",
  follower: "followers",
  anteil: "share",
  prozent: "percent",
  datenfeed: "data feed",
  latenz: "latency",
  sekunden: "seconds",
  resultate: "results",
  seit: "since",
  integritaetsprogramm: "integrity program",
  integritatsprogramm: "integrity program",
  umsatz: "revenue",
  jahres: "annual",
  jahresumsatz: "annual revenue",
  // ("Gesamtbudget", "Jahresbudget": the word in German compounds.)
  budget: "budget",
  sponsoring: "sponsorship",
  wachstum: "growth",
  kontakt: "contact",
  funktion: "role",
  telefon: "phone",
  wettpartner: "betting partners",
  wettanbieter: "betting operators",
  schiedsrichter: "referees",
  archiv: "archive",
  statistiken: "statistics",
  hauptsitz: "headquarters",
  gruendungsdatum: "founded",
  veranstaltungen: "events",
  turniere: "tournaments",
  navn: "name",
  namn: "name",
  nimi: "name",
  nom: "name",
  nome: "name",
  naam: "name",
  nazwa: "name",
  // Swedish, Norwegian, Danish
  antal: "number",
  // Faroese, as normalised ("Skrásett róðrarfólk", "Kappingarárið byrjar", "Áskoðarar á stevnu",
  // "Úrslit goymd síðani", "Inntøkur um árið").
  itrottur: "sport",
  stovnað: "founded",
  stovnaður: "founded",
  skrivstova: "office",
  feløg: "clubs",
  roðrarfelog: "clubs",
  skrasett: "registered",
  skrasettir: "registered",
  roðrarfolk: "athletes",
  luttakarar: "athletes",
  kappingararið: "season",
  kappingarar: "season",
  longd: "length",
  stevnur: "events",
  stevna: "event",
  stevnu: "event",
  hvorjari: "each",
  hvorja: "each",
  kapproðrar: "races",
  kappingarstaðir: "venues",
  askoðarar: "spectators",
  sjonvarp: "tv",
  utvarp: "radio",
  streymur: "streaming",
  hyggjarar: "viewers",
  miðal: "average",
  fylgjarar: "followers",
  sosialum: "social",
  miðlum: "media",
  beinleiðis: "live",
  datur: "data",
  urslit: "results",
  goymd: "kept",
  siðani: "since",
  arið: "year",
  integritetsskipan: "integrity program",
  samstarv: "partners",
  spaelifelog: "betting",
  inntokur: "revenue",
  vokstur: "growth",
  starv: "title",
  teldupostur: "email",
  // Icelandic, as normalised ("Skráðir keppendur", "Tímabil hefst", "Áhorfendur á móti",
  // "Tekjur af kostun", "Heiðarleikaáætlun"), in the cases forms write.
  heiti: "name",
  nafn: "name",
  iþrott: "sport",
  iþrottagrein: "sport",
  grein: "sport",
  stofnað: "founded",
  stofnuð: "founded",
  stofnaður: "founded",
  stofnar: "year founded",
  fyrst: "first",
  haldin: "held",
  haldið: "held",
  aðsetur: "headquarters",
  heimilisfang: "address",
  skrifstofa: "office",
  vefsiða: "website",
  heimasiða: "website",
  lið: "teams",
  liða: "teams",
  felog: "clubs",
  felaga: "clubs",
  keppendur: "athletes",
  keppenda: "athletes",
  iðkendur: "athletes",
  knapar: "athletes",
  skraðir: "registered",
  skraðra: "registered",
  timabil: "season",
  timabils: "season",
  timabili: "season",
  timabilið: "season",
  hefst: "starts",
  lengd: "length",
  vikur: "weeks",
  vikna: "weeks",
  mot: "events",
  mota: "events",
  moti: "event",
  motum: "events",
  sprettir: "heats",
  hverju: "each",
  hverri: "each",
  hvert: "each",
  keppnisvellir: "venues",
  keppnisstaðir: "venues",
  vellir: "venues",
  ahorfendur: "spectators",
  ahorfenda: "spectators",
  ahorf: "views",
  streymi: "streaming",
  meðaltal: "average",
  fylgjendur: "followers",
  samfelagsmiðlum: "social media",
  samfelagsmiðlar: "social media",
  ara: "aged",
  markaðir: "markets",
  opinbert: "official",
  rauntimagagnastreymi: "live data feed",
  gagnastreymi: "data feed",
  seinkun: "latency",
  soguleg: "historical",
  gogn: "data",
  tolfraeði: "statistics",
  domgaesla: "officiating",
  domarar: "referees",
  lyfjaeftirlit: "anti doping",
  heiðarleikaaaetlun: "integrity program",
  samstarfsaðilar: "partners",
  veðmal: "betting",
  veðmalum: "betting",
  veðmala: "betting",
  tekjur: "revenue",
  tekna: "revenue",
  kostun: "sponsorship",
  kostunar: "sponsorship",
  styrktaraðilar: "sponsors",
  voxtur: "growth",
  starfsheiti: "title",
  netfang: "email",
  simi: "phone",
  tengiliður: "contact",
  // Runners and races in the languages of the corpus ("320 corredores", "6 carreras", "6 gare",
  // "6 courses", "320 coureurs", "6 Läufe", "320 löpare", "6 lopp", "juoksijaa", "kilpailua")
  corredores: "runners",
  corridori: "runners",
  coureurs: "runners",
  corredoras: "runners",
  lopare: "runners",
  loperne: "runners",
  juoksijaa: "runners",
  juoksijat: "runners",
  tekacev: "runners",
  tekaci: "runners",
  bezcu: "runners",
  biegaczy: "runners",
  hardlopers: "runners",
  lopers: "runners",
  atleti: "athletes",
  carreras: "races",
  corse: "races",
  laufe: "races",
  lob: "races",
  kilpailua: "races",
  kilpailut: "races",
  perustettiin: "founded",
  seuraa: "clubs",
  seurat: "clubs",
  // German athletes by their sport ("168 Turnerinnen und Turner", "612 Schützinnen und
  // Schützen", "Läufer", "Ringer") and "gemeldet" (registered)
  turner: "athletes",
  turnerinnen: "athletes",
  schutzen: "athletes",
  schutzinnen: "athletes",
  sportler: "athletes",
  sportlerinnen: "athletes",
  laufer: "athletes",
  lauferinnen: "athletes",
  ringer: "athletes",
  kampfer: "athletes",
  gemeldet: "registered",
  // Norwegian, Danish and Swedish participles ("145 registrerte hoppere med lisens")
  registrerte: "registered",
  registrert: "registered",
  registrerede: "registered",
  registrerade: "registered",
  lisensierte: "licensed",
  licenserade: "licensed",
  // Norwegian Nynorsk ("Talet på løparar", "tilskodarar", "følgjarar", "vart stifta", "veker")
  tal: "number",
  talet: "number",
  loparar: "athletes",
  loparane: "athletes",
  utovarar: "athletes",
  deltakarar: "participants",
  tilskodarar: "spectators",
  tilskodartal: "attendance",
  sjaarar: "viewers",
  folgjarar: "followers",
  stifta: "founded",
  skipa: "founded",
  grunnlagd: "founded",
  byrjar: "start",
  byrjing: "start",
  veker: "weeks",
  manader: "months",
  renn: "races",
  cupen: "cup",
  serien: "series",
  serie: "series",
  rennhelg: "race weekend",
  rennhelgar: "race weekends",
  dommarar: "referees",
  heimeside: "website",
  heimesida: "website",
  spelselskap: "bookmakers",
  inntekt: "revenue",
  kvar: "each",
  kvart: "each",
  sidan: "since",
  resultatlister: "results",
  resultatliste: "results",
  sponsorar: "sponsors",
  auka: "grew",
  auke: "growth",
  antall: "number",
  klubbar: "clubs",
  klubber: "clubs",
  spelare: "players",
  spillere: "players",
  grundad: "founded",
  grundat: "founded",
  stiftet: "founded",
  etablert: "founded",
  grundlagt: "founded",
  huvudkontor: "headquarters",
  hovedkontor: "headquarters",
  sasong: "season",
  sesong: "season",
  saeson: "season",
  sasongsstart: "season start",
  sesongstart: "season start",
  arenor: "venues",
  arenaer: "venues",
  publik: "attendance",
  tilskuere: "spectators",
  tilskuertall: "attendance",
  snitt: "average",
  gjennomsnitt: "average",
  gjennomsnittlig: "average",
  gjennomsnittleg: "average",
  genomsnittlig: "average",
  gennemsnitlig: "average",
  arrangement: "event",
  arrangementer: "events",
  genomsnitt: "average",
  foljare: "followers",
  folgere: "followers",
  domare: "referees",
  dommere: "referees",
  omsattning: "revenue",
  omsetning: "revenue",
  intakter: "revenue",
  inntekter: "revenue",
  sponsorintakter: "sponsorship revenue",
  sponsorinntekter: "sponsorship revenue",
  tillvaxt: "growth",
  vekst: "growth",
  kontaktperson: "contact",
  matcher: "matches",
  kamper: "matches",
  kampe: "matches",
  samlet: "total",
  siden: "since",
  omgangar: "rounds",
  runder: "rounds",
  stevner: "events",
  lopp: "races",
  lop: "races",
  tittare: "viewers",
  seere: "viewers",
  tittere: "viewers",
  marknader: "markets",
  markeder: "markets",
  spelpartner: "betting partners",
  spillpartnere: "betting partners",
  statistik: "statistics",
  // Danish, more
  ligaen: "league",
  ligaens: "league",
  sportsgren: "sport",
  idraet: "sport",
  ar: "year",
  aar: "year",
  hjemmeside: "website",
  licenserede: "licensed",
  licensed: "licensed",
  udovere: "athletes",
  saesonen: "season",
  saesonens: "season",
  saesonstart: "season start",
  laengde: "length",
  uger: "weeks",
  maneder: "months",
  staevner: "events",
  staevne: "event",
  pr: "per",
  gns: "average",
  gennemsnit: "average",
  partnere: "partners",
  officielt: "official",
  datafeed: "data feed",
  forsinkelse: "latency",
  historiske: "historical",
  resultater: "results",
  integritetsprogram: "integrity programme",
  nuvaerende: "current",
  spillepartnere: "betting partners",
  spillepartner: "betting partner",
  lande: "countries",
  lovligt: "legal",
  lovlige: "legal",
  sponsorater: "sponsorship",
  sponsorat: "sponsorship",
  forsinkelsen: "latency",
  visninger: "viewers",
  seertal: "viewers",
  // Finnish, terse ("virall. nimi", "yleisöä", "katsojaa")
  virall: "official",
  yleisoa: "attendance",
  katsojaa: "spectators",
  keskim: "average",
  keskimaarin: "average",
  striimi: "stream",
  // Finnish forms ("Liigan nimi", "Turnauksia kaudessa", "Virallinen datasyöte",
  // "Vedonlyöntikumppanit", "Yleisön ikäjakauma 18–34")
  liigan: "league",
  turnauksia: "tournaments",
  kaudessa: "season",
  virallinen: "official",
  datasyote: "data feed",
  vedonlyontikumppanit: "betting partners",
  kumppanit: "partners",
  yleison: "audience",
  ikajakauma: "age",
  tulokset: "results",
  vuodesta: "since",
  turnaus: "tournament",
  turnausta: "tournaments",
  joukkuetta: "teams",
  integriteetti: "integrity",
  ohjelma: "program",
  // "Antidopingsäännöt", "Dopingsäännöt": doping rules.
  antidopingsaannot: "anti doping policy",
  dopingsaannot: "doping policy",
  sponsorit: "sponsorship",
  omsaetning: "revenue",
  seneste: "latest",
  sponsorindtaegter: "sponsorship revenue",
  vaekst: "growth",
  stilling: "title",
  foelgere: "followers",
  sociale: "social",
  medier: "media",
  // Romanian
  ligii: "league",
  ligi: "league",
  denumirea: "name",
  denumire: "name",
  sportul: "sport",
  anul: "year",
  infiintarii: "founded",
  infiintare: "founded",
  infiintata: "founded",
  sediul: "headquarters",
  sediu: "headquarters",
  adresa: "address",
  numarul: "number",
  numar: "number",
  echipe: "teams",
  echipelor: "teams",
  jucatori: "players",
  jucatorilor: "players",
  sportivi: "athletes",
  sportivilor: "athletes",
  legitimati: "licensed",
  sezonului: "season",
  sezon: "season",
  inceputul: "start",
  debutul: "start",
  saptamani: "weeks",
  luni: "months",
  etape: "events",
  etapelor: "events",
  meciuri: "matches",
  meciurilor: "matches",
  pe: "per",
  arene: "venues",
  terenuri: "venues",
  spectatori: "spectators",
  medie: "average",
  medii: "average",
  televiziuni: "broadcasters",
  difuzare: "broadcast",
  parteneri: "partners",
  partenerii: "partners",
  urmaritori: "followers",
  retele: "networks",
  varsta: "age",
  intarziere: "latency",
  istoric: "historical",
  statistici: "statistics",
  integritate: "integrity",
  programul: "programme",
  arbitraj: "officiating",
  pariuri: "betting",
  tari: "countries",
  piete: "markets",
  venituri: "revenue",
  sponsorizari: "sponsorship",
  sponsorizare: "sponsorship",
  crestere: "growth",
  persoana: "person",
  functie: "title",
  functia: "title",
  televiziune: "television",
  audienta: "audience",
  transmisie: "broadcast",
  vizualizari: "views",
  totale: "total",
  turneu: "event",
  turnee: "events",
  indicator: "item",
  // Serbian and Macedonian "коло" (a round: "Кола у сезони"), "сала" and "зала" (halls).
  кола: "rounds",
  коло: "round",
  колу: "round",
  сали: "venues",
  сала: "venues",
  зали: "venues",
  зала: "venues",
  // Turkish
  // ("her etkinlikte 6 maç": matches; "maç" as normalised.)
  mac: "matches",
  // ("Dijital: Tabii, YouTube": the platforms online.)
  dijital: "streaming",
  kisi: "spectators",
  maci: "matches",
  lig: "league",
  ligin: "league",
  adi: "name",
  dali: "sport",
  kurulus: "founded",
  yili: "year",
  yil: "year",
  merkez: "headquarters",
  takim: "teams",
  takimlar: "teams",
  sporcu: "athletes",
  sporcular: "athletes",
  sayisi: "number",
  baslangic: "start",
  suresi: "length",
  etap: "events",
  etaplar: "events",
  yaris: "races",
  yarislar: "races",
  mekan: "venues",
  yerleri: "venues",
  seyirci: "spectators",
  ortalama: "average",
  yayin: "broadcast",
  izleyici: "viewers",
  izleyiciler: "viewers",
  takipci: "followers",
  yas: "age",
  canli: "live",
  veri: "data",
  gecikme: "latency",
  gecmis: "historical",
  istatistik: "statistics",
  durustluk: "integrity",
  programi: "programme",
  hakem: "officiating",
  hakemlik: "officiating",
  bahis: "betting",
  ortaklari: "partners",
  ortaklar: "partners",
  yasal: "legal",
  ulkeler: "countries",
  gelir: "revenue",
  sponsorluk: "sponsorship",
  buyume: "growth",
  toplam: "total",
  izlenme: "views",
  iletisim: "contact",
  unvan: "title",
  // Estonian
  spordiala: "sport",
  asutamisaasta: "founded",
  asutatud: "founded",
  peakontor: "headquarters",
  aadress: "address",
  veebileht: "website",
  arv: "number",
  voistkonnad: "teams",
  voistkondade: "teams",
  sportlased: "athletes",
  sportlaste: "athletes",
  voistlejad: "athletes",
  hooaeg: "season",
  hooaja: "season",
  algus: "start",
  pikkus: "length",
  etapid: "events",
  etappi: "events",
  etappide: "events",
  toimumiskohad: "venues",
  pealtvaatajad: "spectators",
  keskmine: "average",
  vaatajad: "viewers",
  vaatajaid: "viewers",
  jalgijad: "followers",
  vanus: "age",
  andmed: "data",
  ametlik: "official",
  viivitus: "latency",
  kohtunikud: "referees",
  panustamine: "betting",
  kihlveod: "betting",
  partnerid: "partners",
  tulu: "revenue",
  tulud: "revenue",
  kaive: "revenue",
  sponsorlus: "sponsorship",
  kasv: "growth",
  kontaktisik: "contact name",
  // (More of an Estonian form: "Sarja nimi", "Turud", "Etappe hooajal", "Pealtvaatajaid
  // etapil", "Vaatamisi kokku hooajal", "Andmevoo formaat".)
  sari: "league",
  turud: "markets",
  etapil: "per event",
  kokku: "total",
  formaat: "format",
  paare: "couples",
  paari: "couples",
  ametikoht: "title",
  // Greek, as `normalise` writes it (accents dropped): "Έτος ίδρυσης" (year founded), "Θεατές
  // ανά αγώνα" (spectators per match), "Έσοδα χορηγιών" (sponsorship revenue), in the cases a
  // form or a sentence puts them.
  επωνυμια: "league name",
  λιγκα: "league",
  λιγκας: "league",
  πρωταθλημα: "league",
  πρωταθληματος: "league",
  αθλημα: "sport",
  ετος: "year",
  ιδρυσης: "founded",
  ιδρυση: "founded",
  ιδρυθηκε: "founded",
  εδρα: "headquarters",
  ιστοσελιδα: "website",
  αγορες: "markets",
  χωρες: "countries",
  ομαδες: "teams",
  ομαδων: "teams",
  αθλητες: "athletes",
  αθλητων: "athletes",
  παικτες: "players",
  δελτια: "registered",
  σεζον: "season",
  εναρξη: "start",
  διαρκεια: "length",
  εβδομαδες: "weeks",
  αγωνιστικες: "rounds",
  αγωνιστικη: "round",
  αγωνιστικων: "rounds",
  αγωνες: "matches",
  αγωνων: "matches",
  αγωνα: "match",
  ανα: "per",
  γηπεδα: "venues",
  θεατες: "spectators",
  θεατων: "spectators",
  τηλεοπτικος: "tv",
  τηλεοπτικοι: "tv",
  τηλεοπτικη: "tv",
  συνεργατης: "partner",
  συνεργατες: "partners",
  μεταδοση: "broadcast",
  προβολες: "views",
  προβολων: "views",
  συνολο: "total",
  ακολουθοι: "followers",
  ηλικιες: "age",
  κοινο: "audience",
  επισημη: "official",
  επισημο: "official",
  ζωντανη: "live",
  ροη: "feed",
  δεδομενων: "data",
  ιστορικο: "historical",
  αποτελεσματων: "results",
  στατιστικα: "statistics",
  προγραμμα: "programme",
  ακεραιοτητας: "integrity",
  διαιτησια: "officiating",
  διαιτητες: "referees",
  αντιντοπινγκ: "anti doping",
  ντοπινγκ: "doping",
  εταιρειες: "operators",
  στοιχηματων: "betting",
  στοιχηματος: "betting",
  νομιμες: "legal",
  ετησια: "annual",
  ετησιο: "annual",
  εσοδα: "revenue",
  εσοδων: "revenue",
  χορηγιες: "sponsorship",
  χορηγιων: "sponsorship",
  αυξηση: "growth",
  επικοινωνια: "contact",
  υπευθυνος: "contact",
  τηλ: "phone",
  τηλεφωνο: "phone",
  θεση: "title",
  // Lithuanian, as `normalise` writes it ("Įkūrimo metai" → ikurimo metai, founding year;
  // "Žiūrovų per etapą", spectators per stop; "Rėmėjų pajamos", sponsors' revenue).
  lyga: "league",
  lygos: "league",
  pavadinimas: "name",
  sporto: "sport",
  saka: "",
  ikurimo: "founded",
  ikurta: "founded",
  metai: "year",
  bustine: "headquarters",
  rinkos: "markets",
  salys: "countries",
  svetaine: "website",
  interneto: "web",
  registruotu: "registered",
  sportininku: "athletes",
  sportininkai: "athletes",
  komandu: "teams",
  komandos: "teams",
  skaicius: "number",
  sezono: "season",
  sezonas: "season",
  pradzia: "start",
  trukme: "length",
  etapu: "events",
  etapai: "events",
  rungciu: "contests",
  rungtys: "contests",
  varzybu: "competition",
  vietos: "venues",
  ziurovu: "spectators",
  ziurovai: "spectators",
  partneris: "partner",
  partneriai: "partners",
  transliacijos: "stream",
  transliacija: "stream",
  vidutinis: "average",
  sekejai: "followers",
  sekeju: "followers",
  socialiniuose: "social",
  tinkluose: "media",
  auditorija: "audience",
  oficialus: "official",
  duomenu: "data",
  srautas: "feed",
  rezultatu: "results",
  archyvas: "archive",
  fiksuojami: "tracked",
  rodikliai: "statistics",
  saziningumo: "integrity",
  teisejavimas: "officiating",
  teisejai: "referees",
  antidopingo: "anti doping",
  politika: "policy",
  lazybu: "betting",
  legalios: "legal",
  metines: "annual",
  metinis: "annual",
  pajamos: "revenue",
  remeju: "sponsors",
  augimas: "growth",
  kontaktinis: "contact",
  asmuo: "person",
  pareigos: "title",
  // Norwegian forms ("Idrett", "Nettside", "Antall løpere", "Sesonglengde", "Strømming",
  // "Dømming", "Lovlige spillmarkeder")
  idrett: "sport",
  nettside: "website",
  nettsted: "website",
  lopere: "athletes",
  utovere: "athletes",
  lengde: "length",
  stromming: "streaming",
  historikk: "historical data",
  integritet: "integrity",
  integritetspartner: "integrity partner",
  // Greek prose: its joining words name nothing ("Στους αγώνες έρχονται συνήθως 150–250
  // θεατές ανά αγώνα"); "κάθε" is each.
  και: "",
  σε: "",
  στο: "",
  στη: "",
  στην: "",
  στον: "",
  στους: "",
  στις: "",
  στα: "",
  της: "",
  του: "",
  των: "",
  το: "",
  τα: "",
  τη: "",
  την: "",
  τον: "",
  η: "",
  ο: "",
  οι: "",
  με: "",
  μας: "",
  για: "",
  ειναι: "",
  εχουμε: "",
  εχει: "",
  ειχε: "",
  περιπου: "",
  συνηθως: "",
  γινονται: "",
  ερχονται: "",
  καθε: "each",
  συνολικα: "total",
  πλατφορμες: "platforms",
  // Lithuanian prose ("trukmė apie 5 mėnesius", "Vienam etapui susirenka 2–4 tūkst. žiūrovų",
  // "vieną transliaciją stebi apie 25 tūkst. žiūrovų", "Pernai pajamos augo 18 %").
  apie: "",
  yra: "",
  turime: "",
  vyksta: "",
  siuo: "",
  metu: "",
  lygoje: "league",
  registruoti: "registered",
  galiunai: "athletes",
  etapui: "event",
  susirenka: "attend",
  vidutiniskai: "average",
  stebi: "watch",
  viena: "per",
  vienam: "per",
  augo: "grew",
  isaugo: "grew",
  // Norwegian prose ("I dag har vi 24 klubblag og rundt 420 aktive løpere", "Omsetningen var
  // 6,8 mill. kroner", "hvorav 4,1 mill. kr kom fra sponsorer", "Omsetningen har økt med 15 %").
  klubblag: "clubs",
  typisk: "typical",
  rundt: "",
  hele: "",
  ble: "",
  sesongen: "season",
  omsetningen: "revenue",
  sponsorer: "sponsors",
  okt: "increased",
  okte: "increased",
  hvorav: "",
  kom: "",
  // Latvian, as `normalise` writes it ("Līgas nosaukums", "Dibināšanas gads", "Skatītāji uz
  // posmu", "Sponsoru ieņēmumi").
  ligas: "league",
  nosaukums: "name",
  dibinasanas: "founded",
  dibinata: "founded",
  gads: "year",
  gada: "annual",
  galvenais: "head",
  birojs: "office",
  majaslapa: "website",
  tirgi: "markets",
  skaits: "number",
  sportistu: "athletes",
  sportisti: "athletes",
  brauceju: "riders",
  sakums: "start",
  ilgums: "length",
  posmi: "events",
  posmu: "events",
  posma: "event",
  norises: "",
  vietas: "venues",
  skatitaji: "spectators",
  skatitaju: "spectators",
  uz: "per",
  sekotaji: "followers",
  sekotaju: "followers",
  plusma: "feed",
  datu: "data",
  tiesnesi: "referees",
  tiesasana: "officiating",
  deribu: "betting",
  likmju: "betting",
  partneri: "partners",
  ienemumi: "revenue",
  sponsoru: "sponsors",
  izaugsme: "growth",
  kontaktpersona: "contact name",
  amats: "title",
  talrunis: "phone",
  domming: "officiating",
  spill: "betting",
  // Finnish, more
  liiga: "league",
  laji: "sport",
  urheilulaji: "sport",
  perustamisvuosi: "founded",
  kotipaikka: "headquarters",
  pelaajia: "players",
  joukkueiden: "teams",
  kauden: "season",
  alku: "start",
  alkaa: "start",
  pituus: "length",
  viikkoa: "weeks",
  otteluita: "matches",
  ottelua: "matches",
  tapahtumat: "events",
  yleisomaara: "attendance",
  katsojia: "spectators",
  seuraajat: "followers",
  tuomarit: "referees",
  tuomarointi: "officiating",
  liikevaihdon: "revenue",
  sponsorointi: "sponsorship",
  yhteyshenkilo: "contact name",
  sahkoposti: "email",
  puhelin: "phone",
  tehtava: "title", // Spanish, Portuguese, more
  ano: "year",
  cantidad: "number",
  numero: "number",
  atletas: "athletes",
  pilotos: "riders",
  jinetes: "riders",
  peones: "riders",
  sedes: "venues",
  estadios: "venues",
  canchas: "venues",
  transmision: "broadcast",
  vivo: "live",
  // "Historische Daten seit", "Audience cumulée", "Audiencia acumulada": data, and a total
  // over the season.
  daten: "data",
  cumulee: "cumulative",
  cumule: "cumulative",
  acumulada: "cumulative",
  acumulado: "cumulative",
  cumulata: "cumulative",
  cumulato: "cumulative",
  kumuliert: "cumulative",
  kumulierte: "cumulative",
  // Finnish: "Otteluissa käy … katsojaa" (attend), "prosenttia" (per cent).
  kay: "attend",
  prosenttia: "percent",
  lizenziert: "registered",
  // "Escenarios", "Hauptspielorte" (main + venues).
  escenarios: "venues",
  escenario: "venue",
  haupt: "main",
  // "Designação oficial", "Denominación oficial": the official name, no official.
  designacao: "name",
  denominacao: "name",
  denominacion: "name",
  televisoras: "broadcasters",
  plataformas: "platforms",
  integridad: "integrity",
  antidopaje: "anti doping",
  apuestas: "betting",
  operadores: "operators",
  operadoras: "operators",
  trabajan: "",
  socio: "partner",
  socios: "partners",
  sportifs: "sport",
  sportif: "sport",
  sportives: "sport",
  deportivas: "sport",
  deportivos: "sport",
  esportivas: "sport",
  esportivos: "sport",
  sportive: "sport",
  actuales: "current",
  actuels: "current",
  actuelles: "current",
  actuel: "current",
  atuais: "current",
  attuali: "current",
  aktuelle: "current",
  aktuellen: "current",
  nuvarande: "current",
  obecni: "current",
  huidige: "current",
  mercados: "markets",
  latencia: "latency",
  formato: "format",
  datos: "data",
  historicos: "historical",
  deportistas: "athletes",
  runde: "round",
  rodada: "round",
  ronda: "round",
  giornata: "round",
  kierros: "round",
  // ("Runkosarjassa on 18 pelikierrosta": rounds of play, a season's events.)
  pelikierrosta: "rounds",
  pelikierros: "round",
  kierrosta: "rounds",
  kolejka: "round",
  fordulo: "round",
  omgang: "round",
  deportista: "athlete",
  // A Spanish table's rows ("Luchadores con ficha", "Encuentros por jornada", "Casas de
  // apuestas asociadas").
  luchadores: "wrestlers",
  encuentros: "matches",
  casas: "bookmakers",
  // Rowing's words ("418 remeros y remeras", "18 regatas, con cuatro tandas por regata").
  remeros: "rowers",
  remeras: "rowers",
  regatas: "regattas",
  regata: "event",
  tandas: "heats",
  tanda: "heat",
  visualizaciones: "views",
  visualizzazioni: "views",
  inscritos: "registered",
  anuales: "annual",
  recintos: "venues",
  recinto: "venue",
  resultados: "results",
  desde: "since",
  historico: "historical",
  risultati: "results",
  storici: "historical",
  depuis: "since",
  ergebnisse: "results",
  resultaten: "results",
  sinds: "since",
  wyniki: "results",
  eredmenyek: "results",
  patrocinadores: "sponsors",
  facturacion: "revenue",
  // ("facturamos unos $ 310 millones por año": we invoice; "el sponsoreo son USD 95.000": the
  // sponsorship, as Argentina says it.)
  facturamos: "revenue",
  facturo: "revenue",
  sponsoreo: "sponsorship",
  sponsoreos: "sponsorship",
  encargado: "contact",
  responsable: "contact",
  torneos: "tournaments",
  jornadas: "matchdays",
  fecha: "event",
  modalidade: "sport",
  cidade: "city",
  // Spanish, Portuguese, Italian prose
  nacio: "founded",
  nacimos: "founded",
  fundo: "founded",
  fundamos: "founded",
  creada: "founded",
  creado: "founded",
  establecida: "founded",
  fundou: "founded",
  nasceu: "founded",
  nata: "founded",
  fondata: "founded",
  asociaciones: "clubs",
  associacoes: "clubs",
  associazioni: "clubs",
  clubes: "clubs",
  aficionados: "spectators",
  pessoas: "people",
  leute: "people",
  jedem: "each",
  jeder: "each",
  jeden: "each",
  chaque: "each",
  schauen: "watched",
  zuschauen: "watched",
  personas: "people",
  persone: "people",
  personen: "people",
  asistentes: "attendance",
  torcedores: "spectators",
  tifosi: "spectators",
  spettatori: "spectators",
  pubblico: "attendance",
  torneo: "tournament",
  torneio: "tournament",
  torneios: "tournaments",
  jornada: "matchday",
  partido: "match",
  jogos: "matches",
  jogo: "match",
  partite: "matches",
  partita: "match",
  transmisiones: "broadcasts",
  retransmision: "broadcast",
  cadenas: "broadcasters",
  canales: "broadcasters",
  ingressos: "revenue",
  // A year's budget: Czech, Slovak, Italian, Spanish, Portuguese, Polish.
  rozpocet: "budget",
  bilancio: "budget",
  presupuesto: "budget",
  orcamento: "budget",
  budzet: "budget",
  fatturato: "revenue",
  sponsorizzazioni: "sponsorship",
  arranca: "starts",
  arranco: "starts",
  comienza: "starts",
  empieza: "starts",
  inicia: "starts",
  comeca: "starts",
  inizia: "starts",
  dura: "lasts",
  arbitros: "referees",
  juizes: "judges",
  giudici: "judges",
  arbitri: "referees",
  por: "per",
  cada: "each",
  ogni: "each",
  competicao: "competition",
  competencia: "competition",
  competizione: "competition",
  oficial: "official",
  ufficiale: "official",
  // German prose
  geschaftsstelle: "office",
  fahrer: "riders",
  fahrern: "riders",
  dauert: "lasts",
  einnahmen: "revenue",
  abonnenten: "followers",
  spieltag: "matchday",
  ansprechpartner: "contact",
  ansprechpartnerin: "contact",
  // ("Ansprechperson | Mag.a Sabine Hörtnagl, Schriftführerin")
  ansprechperson: "contact",
  // French
  // ("Personne à contacter")
  contacter: "contact",
  equipe: "team",
  joueuses: "players",
  recettes: "revenue",
  commanditaires: "sponsors",
  commandites: "sponsorship",
  diffuseurs: "broadcasters",
  chaine: "broadcaster",
  rencontres: "matches",
  journees: "matchdays",
  journee: "matchday",
  lieux: "venues",
  lieu: "venue",
  equipements: "venues",
  rencontre: "match",
  // French, more German and Spanish
  creation: "founded",
  annee: "year",
  fondation: "founded",
  licencies: "registered athletes",
  jouteurs: "athletes",
  debut: "start",
  duree: "length",
  matchs: "matches",
  par: "per",
  sites: "venues",
  terrains: "venues",
  affluence: "attendance",
  assistance: "attendance",
  plateformes: "platforms",
  diffusion: "broadcast",
  ligne: "online",
  direct: "live",
  abonnes: "followers",
  // French letters ("quatorze sociétés de joute", "onze tournois", "350 000 téléspectateurs",
  // "nos recettes annuelles", "a progressé de 6 %")
  tournois: "tournaments",
  tournoi: "tournament",
  societes: "clubs",
  telespectateurs: "viewers",
  progresse: "growth",
  reseaux: "social",
  sociaux: "media",
  flux: "feed",
  decalage: "latency",
  donnees: "data",
  historique: "historical",
  resultats: "results",
  // ("Tous les classements depuis 2009", "tutti i tabellini dal 1996": standings and score
  // sheets are results kept.)
  classements: "results",
  classifiche: "results",
  clasificaciones: "results",
  tabellini: "results",
  statistiques: "statistics",
  releves: "tracked",
  revenus: "revenue",
  partenaires: "partners",
  paris: "betting",
  legaux: "legal",
  pays: "countries",
  marches: "markets",
  fonction: "title",
  telephone: "phone",
  courriel: "email",
  arbitrage: "officiating",
  latence: "latency",
  integrite: "integrity",
  dopage: "doping",
  antidopage: "anti doping",
  ligue: "league",
  verein: "club",
  sozialen: "social",
  folgen: "followers",
  saisonstart: "season start",
  ciudad: "city",
  pagina: "website",
  web: "website",
  formulario: "form",
  // Polish
  dyscyplina: "sport",
  siedziba: "headquarters",
  zawody: "events",
  turnieje: "tournaments",
  sedziowie: "referees", // Dutch
  opgericht: "founded",
  licenties: "licensed athletes",
  licences: "licensed athletes",
  manches: "rounds",
  manche: "round",
  reeksen: "heats",
  seizoen: "season",
  jury: "judges",
  historiek: "historical data",
  aandeel: "share",
  jaar: "year",
  // Dutch forms ("Naam competitie", "Jaar van oprichting", "Aantal verenigingen", "Omroep",
  // "Partners kansspelen")
  competitie: "league",
  oprichting: "founded",
  secretariaat: "office",
  verenigingen: "clubs",
  omroep: "broadcaster",
  kansspelen: "betting",
  contactpersoon: "contact",
  telefoon: "phone",
  aantal: "number",
  ploegen: "teams",
  spelers: "players",
  omzet: "revenue",
  // Afrikaans ("Ons omset vir 2025 was R1,2 miljoen", "4 100 toeskouers", "2 800 kykers")
  omset: "revenue",
  toeskouers: "spectators",
  kykers: "viewers",
  borgskappe: "sponsorship",
  groei: "growth",
  officiele: "official",
  vestigingsplaats: "headquarters",
  geregistreerde: "registered",
  atleten: "athletes",
  lengte: "length",
  wedstrijd: "match",
  wedstrijden: "competitions",
  evenement: "event",
  evenementen: "events",
  uitslagen: "results",
  statistieken: "statistics",
  bijgehouden: "tracked",
  integriteitsprogramma: "integrity programme",
  integriteit: "integrity",
  dopingbeleid: "anti doping policy",
  wedden: "betting",
  accommodaties: "venues",
  gemiddeld: "average",
  volgers: "followers",
  publiek: "audience",
  uitzending: "broadcast",
  scheidsrechters: "referees",
  landen: "countries",
  legaal: "legal",
  jaarlijkse: "annual",
  // French
  fondee: "founded",
  fonde: "founded",
  siege: "headquarters",
  equipes: "teams",
  joueurs: "players",
  spectateurs: "spectators",
  moyenne: "average",
  chiffre: "revenue",
  // ("Les chiffres de diffusion": in the plural, figures.)
  chiffres: "figures",
  affaires: "",
  officiel: "official",
  croissance: "growth",
  arbitres: "referees",
  evenements: "events",
  // Spanish, Portuguese, Italian
  estadisticas: "statistics",
  estadistica: "statistics",
  nombre: "name",
  deporte: "sport",
  fundacion: "founded",
  fundada: "founded",
  fundado: "founded",
  sede: "headquarters",
  equipos: "teams",
  jugadores: "players",
  temporada: "season",
  inicio: "start",
  duracion: "length",
  semanas: "weeks",
  fechas: "events",
  eventos: "events",
  partidos: "matches",
  espectadores: "spectators",
  toeschouwers: "spectators",
  kijkers: "viewers",
  // ("in totaal 11.200 weergaven", "Het aantal leden steeg vorig jaar met 3 %", "telkens 26
  // wedstrijden")
  weergaven: "views",
  steeg: "growth",
  stegen: "growth",
  telkens: "each",
  widzow: "spectators",
  promedio: "average",
  asistencia: "attendance",
  audiencia: "audience",
  seguidores: "followers",
  redes: "social",
  sociales: "media",
  ingresos: "revenue",
  patrocinio: "sponsorship",
  crecimiento: "growth",
  arbitraje: "officiating",
  jueces: "judges",
  contacto: "contact",
  cargo: "title",
  telefono: "phone",
  correo: "email",
  equipas: "teams",
  jogadores: "players",
  fundacao: "founded",
  receita: "revenue",
  patrocinios: "sponsorship",
  crescimento: "growth",
  publico: "attendance",
  etapas: "events",
  squadre: "teams",
  giocatori: "players",
  fondazione: "founded",
  ricavi: "revenue",
  crescita: "growth",
  cresce: "growth",
  crescono: "growth",
  collegati: "online",
  // Finnish, Polish
  perustettu: "founded",
  joukkueet: "teams",
  joukkueita: "teams",
  pelaajat: "players",
  katsojat: "spectators",
  yleiso: "attendance",
  liikevaihto: "revenue",
  kasvu: "growth",
  kausi: "season",
  ottelut: "matches",
  zalozona: "founded",
  zalozenia: "founded",
  druzyny: "teams",
  zawodnicy: "athletes",
  widzowie: "spectators",
  przychody: "revenue",
  wzrost: "growth",
  // Polish prose ("W lidze startuje 14 klubów", "Transmisję na żywo ogląda przeciętnie 6 200
  // osób", "1,1 mln odtworzeń", "przychody sponsorskie")
  lidze: "league",
  // ("liczba zawodnikow rosnie ok. 10% rocznie", "ok. 1,2 tys. ogladajacych na transmisje")
  rosnie: "growth",
  ogladajacych: "viewers",
  klubow: "clubs",
  kluby: "clubs",
  druzyn: "teams",
  zawodnikow: "athletes",
  zawodniczek: "athletes",
  sezonie: "season",
  sezonu: "season",
  rozpoczyna: "start",
  trwa: "length",
  rundy: "rounds",
  rundzie: "round",
  biegow: "races",
  jednej: "each",
  kazdej: "each",
  kazdy: "each",
  srednio: "average",
  srednia: "average",
  przecietnie: "average",
  transmisje: "broadcast",
  transmisja: "broadcast",
  zywo: "live",
  oglada: "watching",
  odtworzen: "video views",
  wyswietlen: "video views",
  lacznie: "total",
  mediach: "media",
  spolecznosciowych: "social",
  obserwuje: "followers",
  obserwujacych: "followers",
  przychodow: "revenue",
  sponsorskie: "sponsorship",
  sponsora: "sponsor",
  sponsorów: "sponsors",
  sponsorow: "sponsors",
  sponsorskich: "sponsorship",
  dane: "data",
  danych: "data",
  integralnosci: "integrity",
  uczciwosci: "integrity",
  antydoping: "anti doping",
  antydopingowa: "anti doping",
  polityka: "policy",
  partnerzy: "partners",
  bukmacherscy: "betting",
  turniejow: "tournaments",
  turnieju: "tournament",
  turniej: "tournament",
  meczow: "matches",
  streamy: "stream",
  ogladalo: "watching",
  // Czech ("Počet registrovaných hráčů", "Roční příjmy", "Meziroční růst příjmů", "průměrná
  // návštěvnost … diváků na kolo", "Začátek sezóny")
  pocet: "number",
  registrovanych: "registered",
  hracu: "players",
  rocni: "annual",
  prijmy: "revenue",
  prijmu: "revenue",
  sponzoringu: "sponsorship",
  sponzoring: "sponsorship",
  sponzor: "sponsor",
  sponzoři: "sponsors",
  sponzoru: "sponsors",
  sponzorů: "sponsors",
  mezirocni: "yoy",
  rust: "growth",
  navstevnost: "attendance",
  prumerna: "average",
  divaku: "spectators",
  kolo: "round",
  zacatek: "start",
  // Hungarian forms ("Alapítás éve", "Egyesületek száma", "Igazolt versenyzők", "Szezon
  // kezdete", "Fordulók száma évente", "Futamok fordulónként", "Nézők fordulónként (átlag)",
  // "Hivatalos élő adatfolyam", "Fogadási partnerek", "Éves bevétel", "Ebből szponzoráció")
  sportag: "sport",
  alapitas: "founded",
  alapitasa: "founded",
  alapitasi: "founded",
  alapitva: "founded",
  eve: "year",
  szekhely: "headquarters",
  szekhelye: "headquarters",
  honlap: "website",
  honlapja: "website",
  weboldal: "website",
  egyesuletek: "clubs",
  egyesulet: "clubs",
  klubok: "clubs",
  csapatok: "teams",
  csapat: "teams",
  szama: "number",
  igazolt: "registered",
  versenyzok: "athletes",
  versenyzo: "athletes",
  jatekosok: "players",
  sportolok: "athletes",
  szezon: "season",
  szezonban: "season",
  ideny: "season",
  kezdete: "start",
  kezdes: "start",
  hossza: "length",
  idotartama: "length",
  fordulok: "rounds",
  fordulonkent: "per round",
  evente: "annual",
  futamok: "heats",
  futam: "heat",
  futamonkent: "per heat",
  merkozesek: "matches",
  merkozes: "match",
  helyszinek: "venues",
  helyszin: "venue",
  nezok: "spectators",
  nezo: "spectators",
  nezoszam: "attendance",
  atlag: "average",
  atlagos: "average",
  atlagosan: "average",
  kozvetites: "broadcast",
  televizio: "television",
  kozossegi: "social",
  kovetok: "followers",
  kovetoi: "followers",
  osszesen: "total",
  hivatalos: "official",
  elo: "live",
  adatfolyam: "data feed",
  adatok: "data",
  integritasi: "integrity",
  biraskodas: "officiating",
  jatekvezetes: "officiating",
  doppingellenorzes: "doping control",
  dopping: "doping",
  doppingellenes: "anti doping",
  fogadasi: "betting",
  fogadas: "betting",
  fogadoirodak: "bookmakers",
  partnerek: "partners",
  partnerei: "partners",
  eves: "annual",
  bevetel: "revenue",
  bevetele: "revenue",
  arbevetel: "revenue",
  szponzoracio: "sponsorship",
  szponzori: "sponsorship",
  ebbol: "",
  novekedes: "growth",
  kapcsolattarto: "contact",
  nev: "name",
  neve: "name",
  beosztas: "title",
  piacok: "markets",
  statisztikak: "statistics",
  // Slovak, and Czech where it writes the same ("Názov ligy", "Rok založenia", "Počet kôl",
  // "Zápasov v kole", "Priemerná návštevnosť na zápas", "Sledovatelia na sociálnych sieťach",
  // "Oficiálny dátový feed", "Stávkoví partneri", "Legálne stávkovanie", "Meno", "Funkcia")
  nazov: "name",
  nazev: "name",
  ligy: "league",
  rok: "year",
  zalozena: "founded",
  zalozeni: "founded",
  sidlo: "headquarters",
  klubov: "clubs",
  timov: "teams",
  timy: "teams",
  tymu: "teams",
  registrovani: "registered",
  hraci: "players",
  hracov: "players",
  zaciatok: "start",
  dlzka: "length",
  delka: "length",
  kol: "rounds",
  kole: "round",
  zapasov: "matches",
  zapasy: "matches",
  zapas: "match",
  stadiony: "venues",
  priemerna: "average",
  priemerny: "average",
  priemerne: "average",
  prumerny: "average",
  divakov: "spectators",
  divaci: "spectators",
  streamu: "stream",
  sledovatelia: "followers",
  sledovatelov: "followers",
  socialnych: "social",
  socialnich: "social",
  sietach: "media",
  oficialny: "official",
  oficialni: "official",
  datovy: "data",
  historia: "history",
  vysledkov: "results",
  vysledky: "results",
  vysledku: "results",
  rozhodovanie: "officiating",
  rozhodcovia: "referees",
  rozhodci: "referees",
  stavkovi: "betting",
  stavkove: "betting",
  stavkova: "betting",
  sazkove: "betting",
  legalne: "legal",
  legalni: "legal",
  stavkovanie: "betting",
  rocne: "annual",
  sponzorske: "sponsorship",
  meno: "name",
  jmeno: "name",
  funkcia: "title",
  funkce: "title",
  kontaktna: "contact",
  kontaktni: "contact",
  trhy: "markets",
  statistiky: "statistics",
  sledovane: "tracked",
  rogzitett: "tracked",
  // Slovenian ("Ime lige", "Leto ustanovitve", "Število ekip", "Število tekem v sezoni",
  // "Spusti na tekmo", "Gledalci na tekmo", "Povprečno gledalcev prenosa", "Uradni podatkovni
  // vir v živo", "Partnerji – stavnice", "Letni prihodki", "Letna rast")
  ime: "name",
  lige: "league",
  leto: "year",
  ustanovitve: "founded",
  ustanovljena: "founded",
  sedez: "headquarters",
  stevilo: "number",
  ekip: "teams",
  ekipe: "teams",
  registrirani: "registered",
  tekmovalci: "competitors",
  tekmovalcev: "competitors",
  sezone: "season",
  sezoni: "season",
  trajanje: "length",
  tekem: "events",
  tekme: "events",
  tekmo: "event",
  tekmi: "event",
  spusti: "races",
  spustov: "races",
  prizorisca: "venues",
  gledalci: "spectators",
  gledalcev: "spectators",
  prenos: "broadcast",
  // ("Povprečno gledalcev prenosa": the viewers of a transmission are a stream's.)
  prenosa: "stream",
  povprecno: "average",
  povprecna: "average",
  sledilci: "followers",
  sledilcev: "followers",
  druzbenih: "social",
  omrezjih: "media",
  uradni: "official",
  podatkovni: "data",
  vir: "feed",
  arhiv: "archive",
  rezultatov: "results",
  rezultati: "results",
  spremljani: "tracked",
  podatki: "data",
  integritete: "integrity",
  sojenje: "officiating",
  sodniki: "referees",
  protidopinski: "anti doping",
  protidopinska: "anti doping",
  partnerji: "partners",
  stavnice: "bookmakers",
  letni: "annual",
  letna: "annual",
  prihodki: "revenue",
  sponzorski: "sponsorship",
  rast: "growth",
  // Hungarian prose ("14 egyesület", "186 igazolt versenyzővel", "Egy évben 8 fordulót
  // rendezünk", "Egy fordulóban körülbelül 120 futam van", "350 ezer megtekintést", "A
  // Facebook-oldalunkat 21 400-an … követik"): the cases a count's noun takes.
  egyesulettel: "clubs",
  versenyzovel: "athletes",
  versenyzoje: "athletes",
  fordulot: "rounds",
  fordulora: "round",
  fordulokra: "rounds",
  forduloban: "round",
  futamot: "heats",
  egy: "a",
  evben: "year",
  nezot: "spectators",
  megtekintest: "views",
  megtekintes: "views",
  megtekintesek: "views",
  teljes: "total",
  kovetik: "followers",
  koveto: "followers",
  // (Our and its: "árbevételünk", "bevételeink", "nézőink", "követőnk", "csapataink".)
  bevetelunk: "revenue",
  beveteleink: "revenue",
  arbevetelunk: "revenue",
  arbevetele: "revenue",
  nezoink: "spectators",
  kovetonk: "followers",
  kovetoink: "followers",
  csapataink: "teams",
  jatekosaink: "players",
  versenyzoink: "athletes",
  szponzoraink: "sponsors",
  merkozessel: "matches",
  merkozest: "match",
  merkozeseket: "matches",
  merkozesre: "match",
  kozvetitest: "broadcast",
  neznek: "watching",
  nezik: "watching",
  // Slovak prose ("v každom kole je 6 zápasov", "jeden prenos si pozrie v priemere okolo 400
  // ľudí", "Na Facebooku nás sleduje 6 200 ľudí")
  kazdom: "each",
  kazde: "each",
  pozrie: "watched",
  pozera: "watched",
  ludi: "people",
  priemere: "average",
  // ("sleduje" follows and watches; prose.ts reads it as following beside a social platform.)
  sleduje: "watching",
  sponzori: "sponsors",
  medzirocne: "yoy",
  // Slovenian prose ("Vsako leto izvedemo 6 tekem", "Na posamezni tekmi je približno 40
  // spustov", "povprečno gleda prenos okoli 2.300 ljudi", "52.000 EUR prispevajo sponzorji")
  vsako: "each",
  vsaki: "each",
  posamezni: "single",
  gleda: "watching",
  ljudi: "people",
  sponzorji: "sponsors",
  sponzorjev: "sponsors",
  zacina: "starts",
  zacne: "starts",
  kezdodik: "starts",
  pocinje: "starts",
  lize: "league",
  ligaban: "league",
  antidopingovou: "anti doping",
  antidopingovu: "anti doping",
  politiku: "policy",
  adatfolyamuk: "data feed",
  adatfolyamunk: "data feed",
  partnereik: "partners",
  partnereink: "partners",
  statisztikakat: "statistics",
  rogzitenek: "tracked",
  rogzitunk: "tracked",
  sponzora: "sponsor",
  svakom: "each",
  svakoj: "each",
  kolu: "round",
  vsakem: "each",
  krogu: "round",
  ogleda: "watched",
  prihodkov: "revenue",
  // More Hungarian form words ("Bajnokság neve", "Versenyek száma szezononként", "Éves
  // nézettség", "Nézők közvetítésenként", "18–34 évesek aránya", "Késleltetés", "Telefonszám")
  bajnoksag: "league",
  regio: "region",
  versenyek: "events",
  szezononkent: "per season",
  palyak: "venues",
  merkozesenkent: "per match",
  nezettseg: "viewership",
  osszesitett: "cumulative",
  kozvetito: "broadcast",
  kozvetitesenkent: "per broadcast",
  platformok: "platforms",
  aranya: "share",
  adatszolgaltatas: "data provision",
  adatformatum: "data format",
  kesleltetes: "latency",
  doppingszabalyzat: "doping policy",
  jelenlegi: "current",
  novekedesi: "growth",
  utem: "rate",
  telefonszam: "phone",
  cim: "address",
  // More Slovak and Czech form words ("Názov súťaže", "Druh športu", "Rok vzniku", "Webová
  // stránka", "Počet podujatí za sezónu", "Celková sledovanosť", "Vysielací partner",
  // "Oneskorenie dát", "Súčasní stávkoví partneri", "Ročný obrat", "Kontaktná osoba")
  sutaze: "competition",
  sutaz: "competition",
  druh: "type",
  sportu: "sport",
  vzniku: "founded",
  webova: "website",
  stranka: "",
  druzstiev: "teams",
  sportovcov: "athletes",
  sportovcu: "athletes",
  trvanie: "length",
  trvani: "length",
  podujati: "events",
  podujatia: "events",
  turnajov: "tournaments",
  turnaje: "tournaments",
  turnaj: "tournament",
  turnaju: "tournaments",
  sledovanost: "viewership",
  celkova: "total",
  rocna: "annual",
  rocny: "annual",
  prenosu: "stream",
  televizni: "television",
  vysielaci: "broadcast",
  vysilaci: "broadcast",
  streamingove: "streaming",
  streamovaci: "streaming",
  platformy: "platforms",
  podiel: "share",
  podil: "share",
  veku: "age",
  zive: "live",
  oneskorenie: "latency",
  zpozdeni: "latency",
  integritu: "integrity",
  antidopingova: "anti doping",
  dopingove: "doping",
  kontroly: "control",
  sucasni: "current",
  soucasni: "current",
  obrat: "turnover",
  medzirocny: "yoy",
  osoba: "person",
  osoby: "person",
  kontaktnej: "contact",
  pozicia: "position",
  pozice: "position",
  klubu: "clubs",
  sledujici: "followers",
  sitich: "media",
  sazkovi: "betting",
  souteze: "competition",
  soutez: "competition",
  zalozeno: "founded",
  zalozene: "founded",
  webove: "website",
  stranky: "",
  zapasu: "matches",
  haly: "venues",
  prumeru: "average",
  prumer: "average",
  prumerne: "average",
  lidi: "people",
  historie: "history",
  // More Slovenian form words ("Naziv lige", "Vrsta športa", "Število igralcev", "Dolžina
  // sezone", "Število krogov", "Povprečna obiskanost", "Skupna gledanost", "Pretočne platforme",
  // "Delež gledalcev 18–34", "Zamik podatkov", "Partnerji za stave", "Kontaktna oseba")
  naziv: "name",
  uradno: "official",
  vrsta: "type",
  sporta: "sport",
  regija: "region",
  trgi: "markets",
  igralcev: "players",
  igralci: "players",
  registriranih: "registered",
  zacetek: "start",
  dolzina: "length",
  tedni: "weeks",
  tednov: "weeks",
  tekmovanj: "events",
  turnirjev: "tournaments",
  turnir: "tournament",
  krogov: "rounds",
  krog: "round",
  obiskanost: "attendance",
  skupna: "total",
  gledanost: "viewership",
  televizijski: "television",
  pretocne: "streaming",
  platforme: "platforms",
  delez: "share",
  zamik: "latency",
  zakasnitev: "latency",
  zgodovinski: "historical",
  statistika: "statistics",
  integriteto: "integrity",
  dopinske: "doping",
  kontrole: "control",
  stave: "betting",
  zakonite: "legal",
  oseba: "person",
  funkcija: "title",
  // More Croatian and Serbian ("Broj kola", "Prosječna posjećenost", "Gledatelji po utakmici",
  // "Pratitelji na društvenim mrežama", "Partneri za klađenje", "Prihodi od sponzorstva")
  kola: "rounds",
  utakmice: "matches",
  utakmica: "matches",
  prosjecna: "average",
  posjecenost: "attendance",
  gledatelji: "spectators",
  pratitelji: "followers",
  drustvenim: "social",
  mrezama: "media",
  kladenje: "betting",
  sponzorstva: "sponsorship",
  // Croatian and Serbian ("Godina osnivanja", "Sjedište", "Broj klubova", "Početak sezone")
  godina: "year",
  osnivanja: "founded",
  sjediste: "headquarters",
  broj: "number",
  klubova: "clubs",
  igraca: "players",
  pocetak: "start",
  gledatelja: "spectators",
  prihodi: "revenue",
  godisnji: "annual",
  // A Croatian questionnaire's rows ("Tržišta (države)", "Broj registriranih sportaša", "Broj
  // događaja po sezoni", "Broj natjecanja po događaju", "Lokacije / borilišta", "Prosječan broj
  // gledatelja prijenosa", "Povijesni podaci", "Statistike koje pratite", "Suđenje", "Postojeći
  // partneri kladionice", "Gdje je klađenje na ligu legalno", "Prihod od sponzorstava")
  trzista: "markets",
  drzave: "countries",
  sportasa: "athletes",
  dogadaja: "events",
  dogadaju: "event",
  natjecanja: "competitions",
  gdje: "where",
  ligu: "league",
  lokacije: "venues",
  borilista: "venues",
  prosjecan: "average",
  prijenosa: "stream",
  povijesni: "historical",
  podaci: "data",
  statistike: "statistics",
  pratite: "tracked",
  sudenje: "officiating",
  postojeci: "existing",
  kladionice: "bookmakers",
  legalno: "legal",
  prihod: "revenue",
  sponzorstava: "sponsorship",
  kasnjenje: "latency",
  // Romanian
  partener: "partner",
  pariurile: "betting",
  // Portuguese prose ("chegamos a 210 mil visualizações", "Crescemos 18%")
  visualizacoes: "views",
  crescemos: "grew",
  // Polish and Czech
  sezony: "season",
  sezona: "season",
  // Vietnamese words of one syllable (those of several are PHRASES): "16 đội", "14 chặng"
  tran: "matches",
  doi: "teams",
  chang: "events",
  giai: "league",
  tong: "total",
  // "SNS 팔로워", "SNSフォロワー": social networks, as Korea and Japan call them.
  sns: "social media",
  // Swedish prose ("6 deltävlingar per säsong", "2 300 tittare per sändning", "Omsättningen
  // ökade med 9 %")
  varje: "each",
  sandning: "broadcast",
  sociala: "social",
  omsattningen: "revenue",
  okade: "increased",
  pagar: "length",
  publiken: "audience",
  askadare: "spectators",
  deltavlingar: "events",
  deltavling: "event",
  sporten: "sport",
  sate: "headquarters",
  grundades: "founded",
  // A Swedish form ("Finns officiellt livedataflöde?", "Antidopingpolicy?", "Antal
  // licensierade förare/utövare", "Historiska resultat sparade sedan (år)")
  titel: "title",
  officiellt: "official",
  officiell: "official",
  officiella: "official",
  livedataflode: "live data feed",
  dataflode: "data feed",
  antidopingpolicy: "anti doping policy",
  licensierade: "licensed",
  forare: "athletes",
  utovare: "athletes",
  historiska: "historical",
  resultat: "results",
  sparade: "kept",
  // Flemish notes ("Zetel: Eeklo", "22 maatschappijen": a krulbol or archery club is a
  // "maatschappij", "30 speeldagen", "Supporters: 20 à 30 per speeldag", "Inkomsten ong. €
  // 9.800/jaar", "Scheidsrechter: 1 wedstrijdleider per speeldag", "Gokbedrijven: geen")
  zetel: "headquarters",
  maatschappijen: "clubs",
  maatschappij: "club",
  speeldagen: "matchdays",
  speeldag: "matchday",
  supporters: "spectators",
  inkomsten: "revenue",
  aangesloten: "registered",
  gokbedrijven: "betting partners",
  scheidsrechter: "referee",
  wedstrijdleider: "referee",
  // Polish prose's other cases ("rocznie mamy ok. 38 tys. zł przychodu": yearly, of revenue)
  rocznie: "annual",
  roczny: "annual",
  roczne: "annual",
  przychodu: "revenue",
  przychod: "revenue",
  // Portuguese ("Receitas de 27.500 € por ano", "Início e duração da época")
  receitas: "revenue",
  epoca: "season",
  // A Polish form's questions ("Długość sezonu", "Obiekty", "Partnerzy telewizyjni / radiowi",
  // "Platformy streamingowe", "Średnia liczba widzów transmisji", "Wyniki archiwalne od roku",
  // "Rejestrowane statystyki", "Sędziowanie", "Współpraca z bukmacherami", "Osoba kontaktowa")
  dlugosc: "length",
  obiekty: "venues",
  telewizyjni: "television",
  telewizyjne: "television",
  telewizyjnych: "television",
  radiowi: "",
  streamingowe: "streaming",
  streamingowa: "streaming",
  transmisji: "stream",
  archiwalne: "archive",
  rejestrowane: "tracked",
  statystyki: "statistics",
  sedziowanie: "officiating",
  wspolpraca: "partners",
  bukmacherami: "betting",
  kontaktowa: "contact",
  // Czech words of clubs and races ("Počet oddílů": clubs; "Počet závodů za sezónu": a race
  // is one event of the season)
  oddilu: "clubs",
  oddily: "clubs",
  oddilech: "clubs",
  zavodu: "events",
  zavody: "events",
  zavodech: "events",
  // Who come, in Polish ("Co do publiczności", "kibiców": the audience, the fans)
  publicznosci: "audience",
  publicznosc: "audience",
  kibicow: "spectators",
  kibice: "spectators",
  // Portuguese "acordo com alguma casa de apostas": an agreement with a bookmaker is a partner.
  acordo: "partners",
  // Polish rounds of a league ("W sezonie rozgrywamy 18 kolejek", "w każdej kolejce")
  kolejek: "rounds",
  kolejki: "rounds",
  kolejce: "round",
  // Form questions of Portuguese, Dutch and Polish ("Locais", "Pessoa de contato", "Aantal
  // leden", "Duur van het seizoen", "Locaties", "Historische gegevens", "Gokpartners",
  // "Sponsorinkomsten", "Początek sezonu", "Średnia frekwencja", "Obserwujący", "Stanowisko")
  locais: "venues",
  locaties: "venues",
  speellocaties: "venues",
  speellocatie: "venues",
  speelplaatsen: "venues",
  pessoa: "person",
  contato: "contact",
  leden: "players",
  duur: "length",
  streamingplatforms: "streaming platforms",
  gegevens: "data",
  antidopingbeleid: "anti doping policy",
  gokpartners: "betting partners",
  gokpartner: "betting partner",
  sponsorinkomsten: "sponsorship revenue",
  poczatek: "start",
  frekwencja: "attendance",
  obserwujacy: "followers",
  stanowisko: "title",
  funkcja: "title",
  // ("Oglądalność transmisji", "Dane historyczne",
  // "Rynki", "Markten")
  ogladalnosc: "viewers",
  historyczne: "historical",
  rynki: "markets",
  markten: "markets",
  // Flemish "6 matchen per speeldag"
  matchen: "matches",
  // Rounds and teams of Dutch, Polish and Czech ("18 speelrondes", "12 zespołów", "10 družstev")
  speelrondes: "rounds",
  speelronde: "round",
  zespolow: "teams",
  zespoly: "teams",
  druzstev: "teams",
  druzstva: "teams",
};

/**
 * Words that name what every answer is about (the league, a season, an event, a year). A label
 * is not less clearly about a field for mentioning them: "How many events are on the calendar
 * each season?" names events as clearly as "Events" does. They count only when a synonym uses
 * them.
 */
const CONTEXT = new Set([
  "registered",
  "licensed",
  "league",
  "season",
  "event",
  "year",
  "race",
  "match",
  "game",
  "bout",
  "heat",
  "number",
  "total",
  "annual",
  "typical",
  "average",
  "main",
  "key",
  "primary",
  "current",
]);
/** "per season", "per year" still describe a whole-season figure; "per team" does not. */
const PER_WHOLE = new Set(["season", "year", "annum"]);

/** Letters NFKD leaves whole, as the Latin letters they are written with. */
const LETTERS: Record<string, string> = {
  "æ": "ae",
  "ø": "o",
  "œ": "oe",
  "ß": "ss",
  "ł": "l",
  "đ": "d",
  "ı": "i",
};

export const normalise = (label: string) =>
  // "jugadores/as", "Spieler:innen", "socio(a)s": a word's gendered ending is the word's.
  label.replace(
    /(?<=\p{L})(?:\/(?:as|a|os|es|in|innen)|[:*]innen|\((?:a|as|in|innen)\))(?!\p{L})/gu,
    "",
  )
    .replace(/(?<=\p{L})\((?:a|as|in|innen)\)(?=s\b)/gu, "")
    .toLowerCase().replace(/[æøœßłđı]/g, (ch) => LETTERS[ch]).normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // ("Q.21", "一、聯盟正式名稱", "1-1. 리그 공식 명칭", "问：联赛是否…": a question's number,
    // in Chinese numerals, numbered in its section, or the mark of a question.)
    .replace(
      /^\s*(q\.?\s*\d+|[a-z]{1,2}\d{1,3}\b|\d+(\.\d+)*(?!\d|\.\d|\s*(?:[-–~〜]|to)\s*\d)|\d{1,2}-\d{1,2}(?=\.)|[一二三四五六七八九十壹貳贰參叁肆伍陸陆柒捌玖拾]{1,3}(?=、)|(?:問|问|질문|문|คำถาม)(?=\s*:))[.):\s、-]*/,
      "",
    )
    // (Thai writes its vowels and tones as marks: "อายุ" is one word.)
    .replace(/[^\p{L}\p{M}0-9]+/gu, " ").trim();

function singular(word: string) {
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.length > 5 && /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
    return word.slice(0, -1);
  }
  return word;
}

/** What one event is called: "per race night", "each card" and "per event" mean the same. */
const EVENT_NOUNS = new Set([
  "event",
  "derby",
  "festival",
  "date",
  "night",
  "race",
  "card",
  "match",
  "game",
  "show",
  "meet",
  "meeting",
  "round",
  "fixture",
  "tournament",
  "regatta",
  "stop",
  "performance",
  "weekend",
  "day",
  "gala",
  "leg",
  "matchday",
  "evening",
  "session",
  "competition",
  "contest",
  "bout",
  "prix",
  "gp",
  // "на кожному етапі близько 120 матчів", "matches per stage": a stage of a tour is its event.
  "stage",
  // ("every tour watching about 65 000 people": a tour of a league's season is its event.)
  "tour",
]);

/** Words for "per": "a partita" and "two shows a night" say per match and per night too. */
// ("na turniej", "na kolo": Polish and Czech say per with "na"; before anything else it is a
// stopword.)
const PER_WORDS = new Set(["per", "each", "every", "pro", "a", "na"]);
const EVENT_QUALIFIERS = new Set([
  "live",
  "televised",
  "broadcast",
  "streamed",
  "home",
  "single",
  "grand",
]);

/**
 * Russian, Ukrainian, Bulgarian and Serbian words by their stems: Cyrillic languages inflect
 * every noun ("команд" in "команды", "команд", "командах"; "зрител" in "зрителей"), so a word
 * is read by the longest stem it starts with.
 */
const CYRILLIC_STEMS: [string, string][] = ([
  ["назван", "name"],
  ["наименован", "name"],
  ["лиг", "league"],
  ["вид спорта", "sport"],
  ["спорт", "sport"],
  ["основа", "founded"],
  ["основан", "founded"],
  ["созда", "founded"],
  ["заснова", "founded"],
  ["год", "year"],
  ["рік", "year"],
  ["року", "year"],
  ["штаб", "headquarters"],
  ["офис", "office"],
  ["офіс", "office"],
  ["адрес", "address"],
  ["местонахожд", "location"],
  ["город", "city"],
  ["сайт", "website"],
  ["команд", "teams"],
  ["отбор", "teams"],
  ["екип", "teams"],
  ["клуб", "clubs"],
  ["спортсмен", "athletes"],
  ["спортист", "athletes"],
  ["състезател", "athletes"],
  ["игрок", "players"],
  ["играч", "players"],
  ["гравц", "players"],
  ["участник", "participants"],
  ["зарегистрир", "registered"],
  ["зареєстр", "registered"],
  ["начал", "start"],
  ["начин", "start"],
  ["почат", "start"],
  ["старт", "start"],
  ["сезон", "season"],
  ["продолжительн", "length"],
  ["длительн", "length"],
  ["тривал", "length"],
  ["недел", "weeks"],
  ["тижн", "weeks"],
  ["месяц", "months"],
  ["місяц", "months"],
  ["турнир", "tournaments"],
  ["турнір", "tournaments"],
  ["этап", "events"],
  ["етап", "events"],
  ["соревнован", "events"],
  ["змаган", "events"],
  ["количеств", "number"],
  ["кількіст", "number"],
  ["брой", "number"],
  ["број", "number"],
  ["матч", "matches"],
  ["тур", "round"],
  ["средн", "average"],
  ["середн", "average"],
  ["каждо", "each"],
  ["кожн", "each"],
  ["одного", "each"],
  ["одно", "each"],
  ["схватк", "bouts"],
  ["поедин", "bouts"],
  ["арен", "arenas"],
  ["стадион", "stadium"],
  ["стадіон", "stadium"],
  ["площадк", "venues"],
  ["мест", "venues"],
  ["зрител", "spectators"],
  ["глядач", "spectators"],
  ["гледала", "spectators"],
  ["посещаем", "attendance"],
  ["відвідуван", "attendance"],
  ["аудитор", "audience"],
  ["трансляц", "broadcast"],
  ["телевиден", "television"],
  ["телебачен", "television"],
  ["телевизи", "television"],
  ["телеканал", "tv"],
  ["вещател", "broadcaster"],
  ["партнер", "partners"],
  ["партньор", "partners"],
  ["стрим", "streaming"],
  ["онлайн", "online"],
  ["платформ", "platforms"],
  ["просмотр", "views"],
  ["перегляд", "views"],
  ["подписчик", "followers"],
  ["підписник", "followers"],
  ["последовател", "followers"],
  ["пратилац", "followers"],
  ["соцсет", "social media"],
  ["социальн", "social"],
  ["соціальн", "social"],
  ["возраст", "age"],
  ["вік", "age"],
  ["данн", "data"],
  ["дан", "data"],
  ["фид", "feed"],
  ["официальн", "official"],
  ["офіційн", "official"],
  ["задержк", "latency"],
  ["затримк", "latency"],
  ["формат", "format"],
  ["архив", "archive"],
  ["архів", "archive"],
  ["истори", "history"],
  ["істор", "history"],
  ["результат", "results"],
  ["статистик", "statistics"],
  ["честност", "integrity"],
  ["чесніст", "integrity"],
  ["интегрит", "integrity"],
  ["мониторинг", "monitoring"],
  ["моніторинг", "monitoring"],
  ["программ", "programme"],
  ["програм", "programme"],
  ["судейств", "officiating"],
  ["суддівств", "officiating"],
  ["суд", "referees"],
  ["арбитр", "referees"],
  ["антидопинг", "anti doping"],
  ["антидопінг", "anti doping"],
  ["допинг", "doping"],
  ["допінг", "doping"],
  ["ставк", "betting"],
  ["беттинг", "betting"],
  ["залог", "betting"],
  ["клађ", "betting"],
  ["букмекер", "bookmakers"],
  ["букмейкър", "bookmakers"],
  ["кладионич", "bookmakers"],
  ["легальн", "legal"],
  ["законн", "legal"],
  ["доход", "revenue"],
  ["дохід", "revenue"],
  ["приход", "revenue"],
  ["выручк", "revenue"],
  ["бюджет", "budget"],
  ["годов", "annual"],
  ["річн", "annual"],
  ["спонсор", "sponsorship"],
  ["рост", "growth"],
  // ("выручка выросла на 27 %", "их смотрят 42 000 зрителей", "180 боксёров")
  ["вырос", "growth"],
  ["смотр", "viewers"],
  ["посмотр", "viewers"],
  // ("Кто будет вести переговоры о партнёрстве?": who will lead the talks, the contact.)
  ["переговор", "contact"],
  ["боксер", "athletes"],
  ["сумм", "total"],
  ["зростан", "growth"],
  ["контакт", "contact"],
  ["телефон", "phone"],
  ["почт", "email"],
  ["пошт", "email"],
  ["фио", "name"],
  ["имя", "name"],
  ["должност", "title"],
  ["посад", "title"],
  ["рынк", "markets"],
  ["ринк", "markets"],
  ["стран", "countries"],
  ["країн", "countries"],
  // Serbian, Macedonian and Bulgarian words the Russian stems miss, and Russian ones more:
  // "утакмица" and "натпревар" (matches), "гледаоци" and "посетители" (spectators), "спонзор",
  // "седиште" (seat), "пратиоци" and "следбеници" (followers), "встреч" (matches).
  ["встреч", "matches"],
  ["утакмиц", "matches"],
  ["натпревар", "matches"],
  ["натпреварувач", "athletes"],
  ["такмичар", "athletes"],
  ["мач", "matches"],
  ["партии", "matches"],
  ["партиј", "matches"],
  ["гала", "events"],
  ["тимов", "teams"],
  ["гледаоц", "spectators"],
  ["гледач", "spectators"],
  ["посетител", "spectators"],
  ["публик", "audience"],
  ["трибун", "spectators"],
  // (The labels of Serbian, Macedonian, Bulgarian and Ukrainian forms: "Назив лиге", "Сали",
  // "Терени", "Судење", "Суђење", "Съдийство", "просек", "Следачи", "Подаци", "Раст",
  // "Ръст", "Кладионице", "легално", "Укупни", "Вкупни", "Вебсайт", "Уебсайт",
  // "Картотекирани състезатели", "Двубои на вечер", "Соцмережі", "надходження".)
  ["назив", "name"],
  ["терен", "venues"],
  ["судењ", "officiating"],
  ["суђењ", "officiating"],
  ["съдийств", "officiating"],
  ["просек", "average"],
  ["просеч", "average"],
  ["следач", "followers"],
  ["подац", "data"],
  ["раст", "growth"],
  ["ръст", "growth"],
  ["кладиониц", "bookmakers"],
  ["легалн", "legal"],
  ["укупн", "total"],
  ["вкупн", "total"],
  ["суммарн", "total"],
  ["загальн", "total"],
  ["вебсайт", "website"],
  ["уебсайт", "website"],
  ["веб", "website"],
  ["картотекиран", "registered"],
  ["двубо", "bouts"],
  ["соцмереж", "social media"],
  ["надходжен", "revenue"],
  ["учасник", "participants"],
  ["имейл", "email"],
  // ("по 4 утакмице у сваком колу", "по 8 натпревари во секое коло", "всеки двубой": each.)
  ["свак", "each"],
  ["секо", "each"],
  ["секој", "each"],
  ["всеки", "each"],
  ["всяк", "each"],
  ["времетраењ", "length"],
  // (Ukrainian: "Рік заснування", "Офіційний live-фід", "Програма доброчесності".)
  ["заснув", "founded"],
  ["фід", "feed"],
  ["доброчесн", "integrity"],
  ["преглед", "views"],
  ["гледани", "views"],
  ["пратиоц", "followers"],
  ["следбеник", "followers"],
  ["абонат", "followers"],
  ["спонзор", "sponsorship"],
  ["седишт", "headquarters"],
  ["кімнат", "office"],
  ["комнат", "office"],
  ["седалище", "headquarters"],
  ["сајт", "website"],
  ["пренос", "broadcast"],
  ["емитув", "broadcast"],
  ["излъчван", "broadcast"],
  ["кладилниц", "bookmakers"],
  ["обложув", "betting"],
  ["растеж", "growth"],
  ["пораст", "growth"],
  ["годишн", "annual"],
  ["годин", "year"],
  ["почет", "start"],
  ["почнув", "start"],
  ["започ", "start"],
  ["траењ", "length"],
  ["трајањ", "length"],
  ["продължителн", "length"],
  ["рефер", "referees"],
  ["податоц", "data"],
  ["податк", "data"],
  ["социјалн", "social"],
  ["социалн", "social"],
  ["пазар", "markets"],
  ["тржишт", "markets"],
  ["држав", "countries"],
  // Kazakh and Kyrgyz, which add the case and the owner to the word ("атауы" its name,
  // "құрылған жылы" year founded, "ойыншылар саны" number of players, "залдағы көрермен"
  // spectators in the hall; "аталышы", "түзүлгөн жылы", "оюнчулар").
  ["атау", "name"],
  ["аталыш", "name"],
  ["құрыл", "founded"],
  ["түзүл", "founded"],
  ["негизд", "founded"],
  ["жыл", "year"],
  ["мекенжай", "address"],
  ["дарек", "address"],
  ["қала", "city"],
  ["шаар", "city"],
  ["кеңсе", "office"],
  ["жөні", "name"],
  ["бір", "each"],
  ["бир", "each"],
  ["жөнү", "name"],
  ["тел", "phone"],
  ["ойыншы", "players"],
  ["оюнчу", "players"],
  ["спортшы", "athletes"],
  ["спортчу", "athletes"],
  ["қатысушы", "participants"],
  ["катышуучу", "participants"],
  ["басталу", "start"],
  ["башталыш", "start"],
  ["маусым", "season"],
  ["ұзақтығ", "length"],
  ["узактыг", "length"],
  ["ойын", "matches"],
  ["оюн", "matches"],
  ["жарыс", "events"],
  ["мелдеш", "events"],
  ["алаң", "venues"],
  ["аянтча", "venues"],
  ["көрермен", "spectators"],
  ["көрүүчү", "spectators"],
  ["орташа", "average"],
  ["орточо", "average"],
  ["серіктес", "partners"],
  ["өнөктөш", "partners"],
  ["әлеуметтік", "social"],
  ["социалдык", "social"],
  ["жазылушы", "followers"],
  ["жазылуучу", "followers"],
  ["дерек", "data"],
  ["маалымат", "data"],
  ["кідіріс", "latency"],
  ["кечиктир", "latency"],
  ["мұрағат", "archive"],
  ["нәтиже", "results"],
  ["натыйжа", "results"],
  ["төреш", "referees"],
  ["калыс", "referees"],
  ["адалдық", "integrity"],
  ["бәс", "betting"],
  ["коюм", "betting"],
  ["табыс", "revenue"],
  ["кіріс", "revenue"],
  ["киреше", "revenue"],
  ["демеуші", "sponsorship"],
  ["демөөрчү", "sponsorship"],
  ["өсім", "growth"],
  ["өсүш", "growth"],
  ["байланыш", "contact"],
  ["байланыс", "contact"],
  ["лауазым", "title"],
  ["кызмат орду", "title"],
  ["нарық", "markets"],
  ["рынок", "markets"],
  ["държав", "countries"],
] as [string, string][]).map(([stem, english]) => [stemForm(stem), english]);

/**
 * Turkish, Estonian and Romanian words by their stems, as normalised (accents dropped, "ı" as
 * "i"): Turkish and Estonian write the case and the owner onto the word ("etkinlikte" at the
 * event, "takipçimiz" our followers, "sahalarımız" our grounds; "võistkonda" teams,
 * "pealtvaatajaid" spectators), Romanian its article ("echipele", "spectatorii"). Only stems no
 * English or other word begins with; a word in TRANSLATIONS is read as written there first.
 */
const LATIN_STEMS: [string, string][] = ([
  // Turkish
  ["kulup", "clubs"],
  ["kulub", "clubs"],
  ["takim", "teams"],
  ["sporcu", "athletes"],
  ["oyuncu", "players"],
  ["lisansli", "licensed"],
  ["etkinlik", "events"],
  ["etkinlig", "events"],
  ["seyirci", "spectators"],
  ["izleyici", "viewers"],
  ["izlenme", "views"],
  ["izleme", "views"],
  ["takipci", "followers"],
  ["hakem", "referees"],
  ["sponsorluk", "sponsorship"],
  ["gelir", "revenue"],
  ["kurul", "founded"],
  ["sahalar", "venues"],
  ["bahis", "betting"],
  ["yayin", "broadcast"],
  ["ofisi", "office"],
  // (A Turkish form's labels: "Sezon başlangıcı", "Sezondaki etkinlik", "Arşiv", "Gelir artışı".)
  ["baslangic", "start"],
  ["sezon", "season"],
  ["arsiv", "archive"],
  ["artis", "growth"],
  ["istatistik", "statistics"],
  ["izlenm", "views"],
  ["maclar", "matches"],
  ["macin", "matches"],
  // Estonian
  ["voistkon", "teams"],
  ["voistleja", "athletes"],
  ["voistlus", "events"],
  ["sportlas", "athletes"],
  ["osaleja", "participants"],
  ["etapp", "events"],
  ["etapi", "events"],
  ["pealtvaataja", "spectators"],
  ["vaataja", "viewers"],
  ["vaatamis", "views"],
  ["vaatab", "viewers"],
  ["jalgija", "followers"],
  ["hooaeg", "season"],
  ["hooaja", "season"],
  ["kohtunik", "referees"],
  ["toimumiskoh", "venues"],
  ["asutat", "founded"],
  ["ulekan", "broadcast"],
  // (An Estonian form's labels: "Võistluspaigad", "Teleülekanded", "Voogedastus",
  // "Otsevaatajaid", "Ametlik reaalajas andmevoog", "Ajaloolised andmed", "Kihlveopartnerid",
  // "Toetajad", "Sooritusi etapil".)
  ["voistluspaik", "venues"],
  ["voistluspaig", "venues"],
  ["teleulekan", "tv broadcast"],
  ["voogedastus", "streaming"],
  ["otsevaataja", "online viewers"],
  ["reaalajas", "live"],
  ["andmevoo", "data feed"],
  ["ajaloo", "historical"],
  ["kihlveopartner", "betting partners"],
  ["toetaja", "sponsorship"],
  ["sooritus", "contests"],
  ["sotsiaalmeedia", "social media"],
  ["registreeritud", "registered"],
  // Finnish, which writes its cases onto the word ("joukkuetta", "katsojaa", "otteluissa",
  // "kaudessa", "kierrosta", "pelaajia", "sponsorituloja").
  ["perustet", "founded"],
  ["perustam", "founded"],
  ["toimisto", "office"],
  ["sijaitse", "located"],
  ["joukkue", "teams"],
  ["pelaaj", "players"],
  ["urheilij", "athletes"],
  ["rekisteroi", "registered"],
  ["lisenssi", "licensed"],
  // ("Lisenssikuljettajat", "14 tallia", "noin 40 lähtöä": licensed drivers, stables as teams,
  // starts as heats.)
  ["lisenssikuljettaj", "licensed athletes"],
  ["kuljettaj", "athletes"],
  ["lahetyk", "broadcasts"],
  ["yhteensa", "total"],
  ["soutaj", "athletes"],
  ["venekun", "teams"],
  ["talli", "teams"],
  ["lahdo", "heats"],
  ["lahto", "heats"],
  ["kaude", "season"],
  ["kierros", "rounds"],
  ["kierrok", "rounds"],
  ["turnau", "tournaments"],
  ["osakilpailu", "events"],
  ["ottelu", "matches"],
  ["yleiso", "audience"],
  ["keskimaar", "average"],
  ["striimi", "streaming"],
  ["suoratoist", "streaming"],
  ["striime", "streaming"],
  ["striimaa", "streaming"],
  ["striimaus", "streaming"],
  ["seuraaj", "followers"],
  ["erotuomar", "referees"],
  ["tuomari", "referees"],
  ["vedonly", "betting"],
  ["laillis", "legal"],
  ["liikevaihto", "revenue"],
  ["sponsoritulo", "sponsorship"],
  ["sponsori", "sponsorship"],
  ["tallennet", "recorded"],
  ["tuloks", "results"],
  ["datasyot", "data feed"],
  ["viive", "latency"],
  ["kasvoi", "growth"],
  ["kasvu", "growth"],
  // Romanian
  ["echip", "teams"],
  ["jucator", "players"],
  ["sportivi", "athletes"],
  ["spectatori", "spectators"],
  ["urmaritor", "followers"],
  ["vizualiz", "views"],
  ["meciur", "matches"],
  ["infiint", "founded"],
  ["venitur", "revenue"],
  ["sponsoriz", "sponsorship"],
  ["arbitr", "referees"],
  ["pariur", "betting"],
  ["telespectator", "viewers"],
] as [string, string][]).sort((a, b) => b[0].length - a[0].length);

/** The Cyrillic stems by their first letter, longest first: a word is read by the longest. */
const CYRILLIC_BY_FIRST = new Map<string, [string, string][]>();
for (const entry of [...CYRILLIC_STEMS].sort((a, b) => b[0].length - a[0].length)) {
  CYRILLIC_BY_FIRST.set(entry[0][0], [...(CYRILLIC_BY_FIRST.get(entry[0][0]) ?? []), entry]);
}

/** A stem written as the labels are normalised (й as и, ё as е). */
function stemForm(stem: string): string {
  return stem.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/**
 * A Nordic noun in its definite plural read as the form in TRANSLATIONS ("inntektene" as
 * "inntekter", "klubbarna" as "klubbar"; not "-en", which German plurals end in too).
 */
function nordicDefinite(t: string): string | undefined {
  for (const ending of ["erna", "arna", "orna", "ene", "ane"]) {
    const stem = t.slice(0, -ending.length);
    if (!t.endsWith(ending) || stem.length < 4) continue;
    for (const form of [stem, `${stem}er`, `${stem}ar`, `${stem}e`]) {
      if (Object.hasOwn(TRANSLATIONS, form)) return TRANSLATIONS[form];
    }
  }
  // ("Omsætningen", "budgettet": the singular's article, on a known word of five letters or
  // more.)
  // (And Nynorsk's feminine "-a" on a longer one: "Omsetninga".)
  for (const ending of ["en", "et", "a"]) {
    const stem = t.slice(0, -ending.length);
    if (
      t.endsWith(ending) && stem.length >= (ending === "a" ? 6 : 5) &&
      Object.hasOwn(TRANSLATIONS, stem)
    ) {
      return TRANSLATIONS[stem];
    }
  }
  return undefined;
}

function translated(t: string): string | undefined {
  if (Object.hasOwn(ALIASES, t)) return ALIASES[t];
  if (Object.hasOwn(TRANSLATIONS, t)) return TRANSLATIONS[t];
  return nordicDefinite(t) ?? (
    /\p{Script=Cyrillic}/u.test(t)
      ? CYRILLIC_BY_FIRST.get(t[0])?.find(([stem]) => t.startsWith(stem))?.[1]
      : t.length > 4
      ? LATIN_STEMS.find(([stem]) => t.startsWith(stem))?.[1]
      : undefined
  );
}

/**
 * A compound word of German, Dutch or the Nordic languages read as its two known parts
 * ("Saisonbeginn" → season start, "Spielstätten" → venues), with a linking "s" between
 * ("Saisonsstart"); a word that is no such compound stays as it is.
 */
function decompound(word: string): string {
  if (word.length < 8) return word;
  // ("Landesliga", "Bezirksliga", "Bundesliga": a league's tier, no country or district.)
  if (/^(?:landes|bezirks|kreis|ober|regional|verbands|bundes|gau|stadt)liga$/.test(word)) {
    return "league";
  }
  for (let i = 3; i <= word.length - 3; i++) {
    const head = translated(word.slice(0, i));
    const tail = translated(word.slice(i)) ??
      (word[i] === "s" ? translated(word.slice(i + 1)) : undefined);
    if (head && tail) return `${head} ${tail}`;
  }
  // "Schwingfeste", "Kegelturniere": a sport's word before an event's is the league's events.
  const event = EVENT_TAIL.exec(word);
  if (event && event.index >= 4) return translated(event[0])!;
  return word;
}

/** Traditional characters and their Simplified forms, for the Chinese words below. */
const SIMPLIFIED: Record<string, string> = Object.fromEntries(
  (
    "聯联 賽赛 稱称 運运 項项 創创 辦办 總总 網网 隊队 錄录 員员 選选 註注 冊册 開开 為为 時时 " +
    "長长 數数 場场 觀观 現现 眾众 計计 線线 絡络 繫系 視视 轉转 電电 體体 臺台 蹤踪 絲丝 歲岁 " +
    "歷历 實实 資资 統统 誠诚 藥药 興兴 奮奋 劑剂 夥伙 營营 贊赞 職职 務务 郵邮 話话 與与 個个 " +
    "週周 館馆 參参 號号 據据 規规 機机 劃划 畫划 賽赛 動动 絡络 區区 兒儿 粵粤 門门 網网"
  ).split(" ").map((pair) => [...pair] as [string, string]),
);
const simplified = (word: string) => [...word].map((ch) => SIMPLIFIED[ch] ?? ch).join("");
/** A Chinese word in both its forms ("聯盟" and "联盟"). */
const both = (words: [string, string][]): [string, string][] =>
  words.flatMap(([word, english]) =>
    simplified(word) === word ? [[word, english]] : [[word, english], [simplified(word), english]]
  );
/**
 * Words for events that end a German or Dutch compound ("-feste", "-turniere", "-wettkämpfe",
 * "-avonden": "Kegelturniere", "competitieavonden").
 */
const EVENT_TAIL = /(?:feste|turniere|wettkampfe|avond(?:en)?)$/;

/**
 * Japanese words of the questionnaire's fields, as the synonym table's English. Japanese is
 * written without spaces, so they are found inside a label ("1シーズンの大会数": events per
 * season), longest first.
 */
const CJK_WORDS: [string, string][] = (
  [
    // Japanese keys of an export ("本拠地", "節数", "1節あたり試合数", "平均来場者数", "テレビ・ラジオ",
    // "年間延べ視聴回数", "記録保存開始年", "記録項目", "公正性プログラム", "ベッティングパートナー",
    // "担当者" / "氏名" / "役職").
    ["本拠地", "headquarters"],
    ["地域", "region"],
    ["節数", "number rounds"],
    ["節あたり", "per round"],
    ["来場者数", "attendance"],
    ["来場者", "spectators"],
    ["テレビ・ラジオ", "tv radio"],
    ["ラジオ", "radio"],
    ["テレビ", "television"],
    ["年間延べ視聴回数", "annual total views"],
    ["視聴回数", "views"],
    ["記録保存開始年", "historical data since"],
    ["記録項目", "statistics tracked"],
    ["公正性プログラム", "integrity program"],
    ["公正性", "integrity"],
    ["ベッティングパートナー", "betting partners"],
    ["ベッティング", "betting"],
    ["公式", "official"],
    ["有無", " "],
    ["氏名", "name"],
    ["役職", "title"],
    ["配信", "streaming"],
    ["正式名称", "league name"],
    ["リーグ名", "league name"],
    ["競技名", "sport"],
    ["競技", "sport"],
    ["設立年", "founded"],
    ["設立", "founded"],
    ["本部所在地", "headquarters"],
    ["所在地", "headquarters"],
    ["本部", "headquarters"],
    ["活動地域", "region"],
    ["市場", "markets"],
    ["ウェブサイト", "website"],
    ["チーム数", "number teams"],
    ["登録選手数", "registered athletes"],
    ["選手数", "athletes"],
    ["開始月", "season start"],
    ["大会数", "events"],
    ["1大会あたり", "per event"],
    ["大会あたり", "per event"],
    ["試合数", "matches"],
    ["会場", "venues"],
    ["観客数", "spectators"],
    ["年間視聴者数", "annual viewers"],
    ["平均視聴者数", "average viewers"],
    ["配信1回あたり", "stream"],
    ["視聴者", "viewers"],
    ["放送", "broadcast"],
    ["配信プラットフォーム", "streaming platforms"],
    ["フォロワー", "followers"],
    ["データフィード", "data feed"],
    ["過去データ", "historical data"],
    ["統計", "statistics"],
    ["インテグリティ", "integrity"],
    ["審判", "officiating"],
    ["ドーピング", "anti doping"],
    ["ベッティング・パートナー", "betting partners"],
    ["合法", "legal betting markets"],
    ["年間収入", "annual revenue"],
    ["スポンサー収入", "sponsorship revenue"],
    ["成長率", "growth rate"],
    ["ご担当者", "contact"],
    ["歳", " "],
    ["同時視聴者", "concurrent viewers"],
    ["平均", "average"],
    ["割合", "percent"],
    ["シーズン", "season"],
    ["保存期間", "kept"],
    ["期間", "length"],
    ["担当者", "contact"],
    // Chinese, in its Traditional and Simplified characters ("一、聯盟正式名稱", "每个赛季的
    // 分站赛数量"): the same words, written both ways.
    ...both([
      ["聯盟正式名稱", "league name"],
      ["正式名稱", "official name"],
      ["聯盟名稱", "league name"],
      ["聯賽名稱", "league name"],
      ["聯盟", "league"],
      ["聯賽", "league"],
      ["名稱", "name"],
      ["運動項目", "sport"],
      ["比賽項目", "sport"],
      ["成立年份", "year founded"],
      ["創辦年份", "year founded"],
      ["成立", "founded"],
      ["創辦", "founded"],
      ["創立", "founded"],
      ["總部地址", "headquarters"],
      ["總部", "headquarters"],
      ["辦公地址", "office"],
      ["官方網站", "website"],
      ["網站", "website"],
      ["網址", "website"],
      ["官網", "website"],
      ["參賽球隊數", "number teams"],
      ["球隊數", "number teams"],
      ["隊數", "number teams"],
      ["球隊", "teams"],
      ["隊伍", "teams"],
      ["隊", "teams"],
      ["登錄球員數", "registered players"],
      ["球員數", "number players"],
      ["球員", "players"],
      ["運動員", "athletes"],
      ["選手", "athletes"],
      ["登錄", "registered"],
      ["註冊", "registered"],
      ["注冊", "registered"],
      ["賽季", "season"],
      ["球季", "season"],
      ["何時開始", "start"],
      ["開始", "start"],
      ["開幕", "start"],
      ["開打", "start"],
      ["為期多久", "length"],
      ["為期", "length"],
      ["時長", "length"],
      ["賽事數量", "number events"],
      ["賽事", "event"],
      ["比賽週", "event"],
      ["分站賽", "stops"],
      ["場次", "matches"],
      ["比賽場地", "venues"],
      ["比賽場館", "venues"],
      ["場地", "venues"],
      ["場館", "venues"],
      ["現場觀眾", "spectators"],
      ["觀眾", "spectators"],
      ["累計觀看", "cumulative views"],
      ["觀看人次", "views"],
      ["全季", "season"],
      ["全年", "annual"],
      ["同時在線人數", "concurrent viewers"],
      ["同時在線", "concurrent viewers"],
      ["在線人數", "viewers"],
      ["網路直播", "streaming"],
      ["網絡直播", "streaming"],
      ["直播", "live stream"],
      ["電視轉播", "television broadcast"],
      ["轉播", "broadcast"],
      ["電視", "television"],
      ["串流", "streaming"],
      ["流媒體", "streaming"],
      ["平台", "platforms"],
      ["平臺", "platforms"],
      ["社群", "social"],
      ["社交媒體", "social media"],
      ["追蹤人數", "followers"],
      ["追蹤", "followers"],
      ["粉絲", "followers"],
      ["比例", "percent"],
      ["歲", " "],
      ["即時數據", "real time data"],
      ["實時數據", "real time data"],
      ["即時資料", "real time data"],
      ["歷史資料", "historical data"],
      ["歷史數據", "historical data"],
      ["保存年限", "kept"],
      ["數據", "data"],
      ["資料", "data"],
      ["官方", "official"],
      ["統計項目", "statistics"],
      ["統計", "statistics"],
      ["誠信", "integrity"],
      ["假球", "match fixing"],
      ["假賽", "match fixing"],
      ["裁判", "officiating"],
      ["反禁藥", "anti doping"],
      ["禁藥", "doping"],
      ["反興奮劑", "anti doping"],
      ["興奮劑", "doping"],
      ["博彩", "betting"],
      ["合法投注", "legal betting markets"],
      ["投注", "betting"],
      ["合作夥伴", "partners"],
      ["合作方", "partners"],
      ["年度營收", "annual revenue"],
      ["營收", "revenue"],
      ["總收入", "total revenue"],
      ["年度", "annual"],
      ["贊助收入", "sponsorship revenue"],
      ["贊助", "sponsorship"],
      ["收入", "revenue"],
      ["成長率", "growth rate"],
      ["增長率", "growth rate"],
      ["成長", "growth"],
      ["增長", "growth"],
      ["聯絡人", "contact"],
      ["聯繫人", "contact"],
      ["聯絡窗口", "contact"],
      ["聯絡", "contact"],
      // (A person's full name, never a league's: the contact's.)
      ["姓名", "contact name"],
      ["職務", "title"],
      ["職稱", "title"],
      ["電子郵件", "email"],
      ["郵箱", "email"],
      ["電郵", "email"],
      ["電話", "phone"],
      ["延遲", "latency"],
      ["市場", "markets"],
      ["國家", "countries"],
      ["俱樂部", "clubs"],
      ["隊員", "players"],
      ["會員", "members"],
      ["開賽", "start"],
      ["收視", "viewership"],
      ["觀看次數", "views"],
      ["訂閱", "followers"],
      ["格式", "format"],
      ["監控", "monitoring"],
      ["運彩", "betting"],
      ["營業額", "turnover"],
      ["職位", "title"],
      ["手機", "mobile"],
      ["地址", "address"],
      // Words of asking, which name nothing ("是否有…？", "…的地區").
      ["是否", " "],
      ["現有", "existing"],
      ["有", " "],
      ["的", " "],
      ["及", " "],
      ["與", " "],
      ["每個", " per "],
      ["每場", " per match "],
      ["每季", " per season "],
      ["季", "season"],
      ["賽程", "season"],
      ["人次", " "],
      // ("18至34歲": from 18 to 34.)
      ["至", "-"],
      ["記錄", "recorded"],
      ["政策", "policy"],
      ["規定", "policy"],
      ["計畫", "program"],
      ["計劃", "program"],
      ["機制", "program"],
      ["制度", " "],
      ["設有", " "],
      ["防止", " "],
      ["提供", " "],
      ["哪些", " "],
      ["多少", " "],
      ["方面", " "],
      ["目前", " "],
      ["了", " "],
      ["或", " "],
      ["可", " "],
      ["本", " "],
      ["每", " per "],
      // ("每站现场观众": spectators per stop; "网站" is a website.)
      ["站", "stop"],
    ]),
    // Korean, whose words carry their endings ("라운드당" per round, "팀 수" number of teams).
    ["리그 공식 명칭", "league name"],
    ["공식 명칭", "official name"],
    ["리그명", "league name"],
    ["명칭", "name"],
    ["공식", "official"],
    ["스포츠", "sport"],
    ["구단", "clubs"],
    ["구장", "venues"],
    ["장소", "venues"],
    ["방송사", "broadcasters"],
    ["구독자", "followers"],
    ["국가", "countries"],
    ["지역", "region"],
    ["형식", "format"],
    ["포맷", "format"],
    ["모니터링", "monitoring"],
    ["반도핑", "anti doping"],
    ["수익", "revenue"],
    ["스폰서", "sponsorship"],
    ["증가율", "growth rate"],
    ["직위", "title"],
    ["연락처", "contact"],
    ["이름", "name"],
    ["주소", "address"],
    ["리그", "league"],
    ["종목", "sport"],
    ["창립 연도", "year founded"],
    ["설립 연도", "year founded"],
    ["창립", "founded"],
    ["설립", "founded"],
    ["창단", "founded"],
    ["본부 소재지", "headquarters"],
    ["소재지", "headquarters"],
    ["본부", "headquarters"],
    ["사무국", "office"],
    ["주요 시장", "markets"],
    ["시장", "markets"],
    ["홈페이지", "website"],
    ["웹사이트", "website"],
    ["팀", "teams"],
    ["등록 선수", "registered athletes"],
    ["선수", "athletes"],
    ["시즌 시작", "season start"],
    ["시즌당", "per season"],
    ["시즌", "season"],
    ["개막", "start"],
    ["시작", "start"],
    ["기간", "length"],
    ["대회", "events"],
    ["라운드당", "per round"],
    ["라운드", "rounds"],
    ["경기당", "per match"],
    ["경기장", "venues"],
    ["경기", "matches"],
    ["시청", "views"],
    ["참가", " "],
    ["관중", "spectators"],
    ["누적 시청", "cumulative views"],
    ["동시 시청자", "concurrent viewers"],
    ["시청자", "viewers"],
    ["평균", "average"],
    ["방송", "broadcast"],
    ["중계", "broadcast"],
    ["스트리밍", "streaming"],
    ["플랫폼", "platforms"],
    ["팔로워", "followers"],
    ["비율", "percent"],
    ["실시간 데이터", "real time data"],
    ["데이터 피드", "data feed"],
    ["데이터", "data"],
    ["피드", "feed"],
    ["과거 기록", "historical data"],
    ["통계", "statistics"],
    ["인테그리티", "integrity"],
    ["승부조작", "match fixing"],
    ["심판", "officiating"],
    ["도핑", "doping"],
    ["베팅", "betting"],
    ["파트너", "partners"],
    ["연간 매출", "annual revenue"],
    ["매출", "revenue"],
    ["수입", "revenue"],
    ["연간", "annual"],
    ["후원", "sponsorship"],
    ["성장률", "growth rate"],
    ["담당자", "contact"],
    ["성명", "contact name"],
    ["직책", "title"],
    ["이메일", "email"],
    ["전화", "phone"],
    ["지연", "latency"],
    ["세", " "],
    // (A job title is no label: "사무국장 | 한국택견리그" is a signature's line.)
    ["사무국장", " "],
    ["사무총장", " "],
    // Thai, written without spaces between words ("จำนวนนักกีฬาที่ลงทะเบียน": number of
    // registered athletes).
    ["ชื่อลีก", "league name"],
    ["ลีก", "league"],
    ["ชนิดกีฬา", "sport"],
    ["ประเภทกีฬา", "sport"],
    ["ปีที่ก่อตั้ง", "year founded"],
    ["ก่อตั้ง", "founded"],
    ["ที่ตั้งสำนักงาน", "headquarters"],
    ["สำนักงาน", "office"],
    ["เว็บไซต์", "website"],
    ["จำนวนทีม", "number teams"],
    ["ทีม", "teams"],
    ["นักกีฬา", "athletes"],
    ["ลงทะเบียน", "registered"],
    ["ฤดูกาล", "season"],
    ["เริ่มต้น", "start"],
    ["ระยะเวลา", "length"],
    ["สนามแข่งขัน", "venues"],
    ["ผู้ชมในสนาม", "spectators"],
    ["ยอดผู้ชมรวม", "total viewers"],
    ["ผู้ชม", "spectators"],
    ["เฉลี่ย", "average"],
    ["ถ่ายทอดสด", "broadcast"],
    ["โทรทัศน์", "television"],
    ["ไลฟ์สด", "live stream"],
    ["สตรีมมิ่ง", "streaming"],
    ["ผู้ติดตาม", "followers"],
    ["โซเชียลมีเดีย", "social media"],
    ["ข้อมูลสด", "live data"],
    ["ข้อมูลย้อนหลัง", "historical data"],
    ["ข้อมูล", "data"],
    ["สถิติ", "statistics"],
    ["ความโปร่งใส", "integrity"],
    ["การตัดสิน", "officiating"],
    ["สารกระตุ้น", "doping"],
    ["การพนัน", "betting"],
    ["พันธมิตร", "partners"],
    ["รายได้", "revenue"],
    ["ต่อปี", "annual"],
    ["ผู้สนับสนุน", "sponsorship"],
    ["อัตราการเติบโต", "growth rate"],
    ["ผู้ประสานงาน", "contact"],
    // (Thai prose: "ฤดูกาลที่แล้วอยู่ที่ประมาณ 4.1 แสนวิวครับ" is last season's views, "ไลฟ์แต่ละ
    // สนามเฉลี่ยราว 6,800 คน" a live stream's viewers at each meet; "สนาม" is a meet, "ต่อสนาม"
    // and "สนามละ" per meet.)
    ["วิว", "views"],
    ["ไลฟ์", "live stream"],
    ["ยังคง", " "],
    ["เหมือนเดิม", " "],
    ["ยอดวิว", "views"],
    ["ต่อสนาม", " per event "],
    ["สนามละ", " per event "],
    ["แต่ละ", " each "],
    ["ทั้งฤดูกาล", "season"],
    ["ในหนึ่งฤดูกาล", " per season "],
    ["สนาม", "stops"],
    ["ผลการแข่งขัน", "results"],
    ["การแข่งขัน", " "],
    ["ทั้งหมด", " "],
    ["ประมาณ", " "],
    ["ราว", " "],
    ["ครับ", " "],
    ["ค่ะ", " "],
    ["คน", " "],
    ["ตอนนี้", " "],
    ["ที่แล้ว", " "],
    ["อยู่ที่", " "],
    ["เหมือนที่แจ้งไป", " "],
    ["ส่วน", " "],
    ["โครงการ", "program"],
    ["ตลาด", "markets"],
    ["ประเทศ", "countries"],
    ["ภูมิภาค", "region"],
    ["สโมสร", "clubs"],
    ["ผู้เล่น", "players"],
    ["แพลตฟอร์ม", "platforms"],
    ["รูปแบบข้อมูล", "data format"],
    ["การล็อกผล", "match fixing"],
    ["ผู้ตัดสิน", "referees"],
    ["ถูกกฎหมาย", "legal"],
    ["รายรับ", "revenue"],
    ["การเติบโต", "growth"],
    ["ตำแหน่ง", "title"],
    ["โทรศัพท์", "phone"],
    ["เบอร์โทร", "phone"],
    ["อย่างเป็นทางการ", "official"],
    ["บันทึก", "recorded"],
    ["หรือไม่", " "],
    ["ระบบ", " "],
    ["ด้าน", " "],
    ["ที่", " "],
    ["อายุ", " "],
    ["ปี", " "],
    ["อีเมล", "email"],
    ["ความหน่วง", "latency"],
    ["โทร", "phone"],
  ] as [string, string][]
).sort(([a], [b]) => b.length - a.length);
/**
 * Vietnamese names a thing in words of several syllables ("câu lạc bộ", a club): each phrase, as
 * `normalise` writes it, read as the synonym table's English before the words are split.
 */
const PHRASES: Record<string, string> = {
  // Italian: the website, the registered seat.
  "sito internet": "website",
  "sito web": "website",
  "sede legale": "headquarters",
  // Swedish and Norwegian "E-post" is e-mail.
  "e post": "e mail",
  // Turkish: "her etkinlikte 6 maç" (at each event), "etkinlik başına" (per event); "her" alone
  // is the English pronoun, so only before the event's word.
  "her etkinlikte": "per event",
  "her etkinlik": "each event",
  "her etapta": "per event",
  "her turnuvada": "per event",
  "her turda": "per round",
  "etkinlik basina": "per event",
  "etap basina": "per event",
  "mac basina": "per match",
  // ("maç günlerinde ortalama 2.500–3.000 kişi": on match days, people; "pe zi de turneu": per
  // tournament day, Romanian.)
  "mac gunlerinde": "per matchday",
  "mac gunu": "per matchday",
  "pe zi de turneu": "per event",
  "pe turneu": "per event",
  "pe etapa": "per event",
  // Russian, Ukrainian, Bulgarian, Serbian and Macedonian "на" and "по" before the event are
  // "per" ("600–800 человек на тур", "150–200 глядачів на етапі", "8 двубоя на вечер", "60
  // посетители по натпревар"); "на" alone is "on", no "per".
  "на тур": "per round",
  "за тур": "per round",
  "на этап": "per event",
  "на этапе": "per event",
  "на етап": "per event",
  "на етапі": "per event",
  "на вечер": "per event",
  "на турнир": "per event",
  "на турнір": "per event",
  "на утакмици": "per match",
  "по утакмици": "per match",
  "по натпревар": "per match",
  "по вечер": "per event",
  // ("4.300 гледалаца по преносу", "900 гледачи по пренос": per stream, its viewers.)
  "по преносу": "per stream",
  "по пренос": "per stream",
  // Estonian puts "per" after the event ("700–900 etapi kohta", "võistluse kohta").
  "etapi kohta": "per event",
  "etappi kohta": "per event",
  "voistluse kohta": "per event",
  // ("vaatab ühte etappi otse umbes 6 500 inimest": one stage live, its viewers.)
  "uhte etappi otse": "per event online",
  "uhte etappi": "per event",
  "sarja nimi": "league name",
  // Turkish: "Faaliyet gösterilen ülkeler" (the countries it is active in), "Dijital yayın".
  "faaliyet gosterilen ulkeler": "markets",
  "dijital yayin": "streaming",
  // Serbian and Macedonian: "Натпревари по коло", "Утакмица по колу"; "ТВ партнер".
  // Russian, as normalised ("й" as "и"): "Онлайн-платформы" (streaming platforms), "Средний
  // онлайн одного тура" (a stream's average viewers).
  "онлаин платформы": "streaming platforms",
  "онлаин платформ": "streaming platforms",
  "среднии онлаин": "average online viewers",
  "по коло": "per round",
  "по колу": "per round",
  "тв партнер": "tv partner",
  "ausa mangu": "integrity",
  "aus mang": "integrity",
  "cau lac bo": "clubs",
  "van dong vien": "athletes",
  // ("320 võ sĩ", "20 trận đối kháng", "2.800 người/chặng", "khởi tranh ngày 15 tháng 3")
  "vo si": "athletes",
  "doi khang": "bouts",
  "tran doi": "matches",
  "moi chang": "per event",
  "nguoi chang": "spectators per event",
  "khoi tranh": "start",
  "thanh lap": "founded",
  "tru so": "headquarters",
  "mon thi dau": "sport",
  "mua giai": "season",
  "ca mua": "season",
  "bat dau": "start",
  "keo dai": "length",
  "vong dau": "rounds",
  "moi vong": "each round",
  "moi tran": "each match",
  "moi nam": "per year",
  "tran dau": "matches",
  "khan gia": "spectators",
  "luot xem": "viewers",
  "truc tiep": "live",
  "trung binh": "average",
  "tong cong": "total",
  "nguoi theo doi": "followers",
  "mang xa hoi": "social media",
  "doanh thu": "revenue",
  "tai tro": "sponsorship",
  "tang truong": "growth",
  "dang ky": "registered",
  "du lieu": "data",
  "trong tai": "referees",
  "dia diem": "venues",
  // Danish: "Lovligt marked" (where betting is legal), without "marked" as "market" alone
  // ("answers marked A:").
  "lovligt marked": "legal market",
  "lovlige markeder": "legal markets",
  // Greek: "αγωνιστική περίοδος" is the season (a word alone a round, a period); "μέσα
  // κοινωνικής δικτύωσης" social media. Norwegian "Antall lag", without "lag" alone (German
  // "lag", lay). Lithuanian "transliacijos internete", streams on the internet.
  "αγωνιστικη περιοδος": "season",
  "αγωνιστικης περιοδου": "season",
  "μεσα κοινωνικης δικτυωσης": "social media",
  "antall lag": "number teams",
  "transliacijos internete": "streaming",
  // Norwegian and Danish "i året", "om året": per year; "om lag": about.
  "i aret": "per year",
  "om aret": "per year",
  "om lag": "about",
  // Italian "in media", on average (not "media" alone, the English word).
  "in media": "average",
  // German: "vor Ort", at the venue.
  "vor ort": "on site",
  // French: "Part du public 18–34 ans" (the audience's share), without "part" as "share" alone.
  "part du public": "share audience",
  // Hungarian, Slovak and Slovenian names of two words: an online transmission is a stream
  // ("Online közvetítés"), "v kole" is per round ("Zápasov v kole"), a web page is the website
  // ("Spletna stran"), "v živo" live ("Prenos v živo"), the data followed the statistics
  // ("Spremljani podatki").
  "online kozvetites": "online streaming",
  "v kole": "per round",
  "spletna stran": "website",
  "prenos v zivo": "live stream",
  "spremljani podatki": "statistics tracked",
  // Matches per round, where Slovenian "tekma" is also the event ("Tekme na krog"), and
  // Croatian "po" is per ("Utakmice po kolu"); a person's name and surname is the contact's
  // ("Ime in priimek", "Meno a priezvisko"); the places where it is held ("Miesta konania").
  "tekme na krog": "matches per round",
  "tekem na krog": "matches per round",
  "tekem na turnir": "matches per tournament",
  "po kolu": "per round",
  "po turniru": "per tournament",
  "po utakmici": "per match",
  "po dogadaju": "per event",
  "po sezoni": "per season",
  "po utrci": "per race",
  // ("Broj natjecanja po događaju": the contests of an event; "natjecanja" alone is the
  // league's competition, "Naziv lige / natjecanja".)
  "natjecanja po dogadaju": "contests per event",
  "ime in priimek": "contact name",
  "ime i prezime": "contact name",
  "meno a priezvisko": "contact name",
  "jmeno a prijmeni": "contact name",
  "miesta konania": "venues",
  "mista konani": "venues",
  "e posta": "email",
  // Czech "Sociální sítě" (social networks; "sítě" alone is no web site), "Historická data".
  "socialni site": "social media",
  "historicka data": "historical data",
  // Dutch: "Wedstrijden per speeldag" (a "wedstrijd" alone is a competition).
  "wedstrijden per speeldag": "matches per matchday",
  // Polish: "Meczów w kolejce", matches per round ("w" alone is "in").
  "w kolejce": "per round",
};
// (Bounded by letters, not `\b`, which does not see Greek ones.)
const PHRASE = new RegExp(
  `(?<![\\p{L}\\d])(?:${Object.keys(PHRASES).join("|")})(?![\\p{L}\\d])`,
  "gu",
);

const CJK_WORD = new RegExp(CJK_WORDS.map(([w]) => w).join("|"), "g");
const CJK_ENGLISH = new Map(CJK_WORDS);

/**
 * "per event / broadcast": "per" and its noun, then another noun for it after a bar, the label's
 * last word ("Partidos por función / Games per night" is a label in two languages).
 */
const PER_ALTERNATIVE =
  /((?<![\p{L}])(?:per|pro|each|every|je|por|par)\s+\p{L}+)\s*\/\s*(?!(?:per|pro|each|every|je|por|par|season|year|month|week|annual|saison|temporada|jahr|año|ano|anno|stagione)(?![\p{L}]))\p{L}+(?=\s*(?:[?:(*]|$))/giu;

export function tokens(label: string): string[] {
  // "Nombre de joueurs" (French, a number of things) against "Nombre de la liga" (Spanish, a
  // name).
  // ("구단 수", "관중 수": Korean "number of", a word of its own after the noun.)
  const text = normalise(
    label.replace(/(?<![\p{L}])수(?![\p{L}])/gu, " number ")
      .replace(CJK_WORD, (w) => ` ${CJK_ENGLISH.get(w)} `),
  )
    .replace(PHRASE, (p) => PHRASES[p]).replace(
      /\bnombre d(?:e|u|es)? (?=\p{L}+s\b)/gu,
      "number of ",
    )
    // "par rapport à 2024", "im Vergleich zum Vorjahr": a comparison's words name nothing.
    .replace(/\bpar rapport a\b|\bim vergleich zum vorjahr\b|\bgegenuber dem vorjahr\b/g, " ")
    // "nine per cent", "13,9 pour cent", "por ciento": percent, no "per" of a unit.
    .replace(/\b(?:per|pour|por|per) ?(?:cent|ciento|cento)\b/g, "percent")
    // "the following corrections": "following" there is no audience.
    .replace(/\bthe following\b/g, " ")
    // "por fin de semana", "por fim de semana": per weekend.
    .replace(/\bfin(?:es)? de semana\b|\bfi[mn]s? de semana\b/g, "weekend");
  // (A translation is spelled as the synonyms are: "programa" → "programme" → "program".)
  const pieces = text.split(" ").flatMap((t) =>
    (translated(t) ?? translated(singular(t)) ?? decompound(t)).split(" ")
      .map((w) => Object.hasOwn(ALIASES, w) ? ALIASES[w] : w)
      .map((w) => {
        // (A joining word is no plural: "this season" is not "thi season".)
        const one = STOPWORDS.has(w) ? w : singular(w);
        return { w: one, plural: one !== w, written: w, from: t };
      })
  );
  const written = pieces.map((p) => p.written);
  const words = pieces.map((p) => p.w);
  // German "je" is per ("je Spieltag", "je 6 Spieler pro Mannschaft"); among the letters of
  // Slovak, Czech, Slovenian or Croatian, or between a word and a plural, it is "is" ("v každom kole je 6
  // zápasov", "je približno 40 spustov", "v vsakem krogu je 8 tekem").
  const slavic = /[čćđšžľĺŕôýťďňřěů]/iu.test(label);
  pieces.forEach((p, j) => {
    if (p.from !== "je") return;
    const next = pieces.slice(j + 1).find((n) => n.w && !STOPWORDS.has(n.w));
    const before = pieces.slice(0, j).some((n) => n.w && !STOPWORDS.has(n.w));
    if (slavic || (before && next?.plural)) words[j] = "";
  });
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const t = words[i];
    const previous = words[i - 1];
    // "each race night", "every card", "a night": per event. The noun after "race" counts once.
    // "per fight night", "each race day": one word of the event's kind between, after "per".
    const kind = /^(per|each|every|pro)$/.test(words[i - 2] ?? "") && !PER_WORDS.has(previous) &&
      !pieces[i].plural;
    const per = PER_WORDS.has(previous) ||
      // "per live match", "each televised game": one word that qualifies the event between.
      (EVENT_QUALIFIERS.has(previous) && PER_WORDS.has(words[i - 2])) || kind;
    if (per && EVENT_NOUNS.has(t)) {
      if (EVENT_QUALIFIERS.has(out.at(-1) ?? "") || (kind && out.at(-1) === previous)) out.pop();
      if (out.at(-1) === "pro" || out.at(-1) === "per") out.pop();
      out.push("per_event");
      // ("每個賽事的場次", "라운드당 경기 수": per event, the matches; a plural after the event is
      // what is counted, not more of the event's name.)
      if (EVENT_NOUNS.has(words[i + 1])) {
        if (words[i + 1] !== written[i + 1]) out.push(words[i + 1]);
        i++;
      }
      continue;
    }
    // "Sports betting", "paris sportifs": betting; the sport is no field of its own there.
    if (t === "sport" && (words[i + 1] === "betting" || previous === "betting")) continue;
    // "Ingresos por patrocinio", "revenus par sponsoring": "by", not per anything counted.
    if (
      t === "per" && i > 0 && /^(?:por|par)$/.test(pieces[i].from) &&
      /^(?:sponsorship|sponsor|ticket|tickets|merchandising|rights)$/
        .test(words[i + 1] ?? "")
    ) continue;
    if (t && !STOPWORDS.has(t)) out.push(t);
  }
  // "two games at each", "charreadas en cada uno": per event, the event named before. ("two
  // ties of five matches each" is per tie: no preposition, no event.)
  if (
    /^(each|every)$/.test(words.at(-1) ?? "") &&
    /^(at|in|on|en|em|a|bei|an)$/.test(words.at(-2) ?? "") &&
    out.length && out.at(-1) !== "per_event"
  ) {
    out.push("per_event");
  }
  // Spectators online are a stream's viewers ("Spectateurs en direct (en ligne)").
  // ("Media spettatori in streaming per gara": in streaming too; "Zuseher je Livestream-Spiel":
  // the stream named inside what one event is called.)
  // (And of a broadcast: "lähetyksillä oli … 24 000 katsojaa", where Finnish, like German and
  // Spanish, has one word for who watches in the stands and on the screen.)
  if (words.some((t) => /^(?:online|stream|streaming|broadcast|telecast|tv|television)$/.test(t))) {
    return out.map((t) => t === "spectator" ? "viewer" : t);
  }
  return out;
}

const isContext = (token: string) => CONTEXT.has(token) || /^(1[89]|20)\d\d$/.test(token);
const sortedKey = (list: string[]) => [...list].sort().join(" ");

/** Every word the synonyms use. */
const VOCABULARY = new Set<string>();
/** Words a figure is counted per that are no event: "per capita", "per ticket". */
const NOT_EVENTS = new Set([
  "capita",
  "head",
  "person",
  "people",
  "ticket",
  "household",
  "member",
  "minute",
  "hour",
  "week",
  "month",
  "post",
  "video",
  "spectator",
  "viewer",
  "fan",
]);

/**
 * "Bonspiels per season", "attendance per bonspiel": a word no synonym knows, counted per
 * season or that a figure is counted per, is what the league calls its event; "registered
 * curlers", "licensed jockeys": registered or licensed, its athletes.
 */
function leagueWords(words: string[]): string[] {
  const unknown = (t: string) => t.length >= 4 && !VOCABULARY.has(t) && !NOT_EVENTS.has(t);
  // ("214 Steinstösserinnen und Steinstösser lizenziert": a word in both genders is one word.)
  const have = words.length >= 3 && unknown(words[0]) && words[1].length >= 5 &&
      words[0] !== words[1] && words[0].startsWith(words[1].slice(0, 5))
    ? words.slice(1)
    : words;
  const last = have.length - 1;
  if (
    have.length === 2 && /^(registered|licensed|contracted|rostered|active)$/.test(have[0]) &&
    unknown(have[1]) && !/^(couple|pair|duo|trio|crew|boat|car|horse|dog|rink)$/.test(have[1])
  ) return [have[0], "athlete"];
  // ("Aktive Hakler mit Startpass": active, and registered after.)
  if (
    have.length === 3 && have[0] === "active" && unknown(have[1]) && have[2] === "registered"
  ) return ["registered", "athlete"];
  // ("160 tejistas inscritos", "420 Aktivschwinger lizenziert": the word of registering after.)
  if (
    have.length === 2 && /^(registered|licensed)$/.test(have[1]) && unknown(have[0]) &&
    !/^(couple|pair|duo|trio|crew|boat|car|horse|dog|rink|team|club)$/.test(have[0])
  ) return [have[1], "athlete"];
  if (last >= 1 && have[last - 1] === "per" && unknown(have[last])) {
    return [...have.slice(0, last - 1), "per_event"];
  }
  if (have.length === 3 && have[1] === "per" && PER_WHOLE.has(have[2]) && unknown(have[0])) {
    return ["event", ...have.slice(1)];
  }
  return have;
}

/** The field names themselves are labels too (JSON keys, forms built from the schema). */
const SYNONYMS = (Object.entries(FIELDS) as [QuestionnaireField, { labels: string[] }][])
  .flatMap(([field, def]) =>
    [...def.labels, field.replace(/_/g, " ")].map((l) => ({
      field,
      tokens: tokens(l),
      key: sortedKey(tokens(l)),
      text: normalise(l),
    }))
  )
  .filter((syn) => syn.tokens.length > 0);
for (const syn of SYNONYMS) syn.tokens.forEach((t) => VOCABULARY.add(t));
for (const t of CONTEXT) VOCABULARY.add(t);

export interface LabelMatch {
  field: QuestionnaireField;
  /** 0.7 to 1: 1 when the label is a synonym, less the more words it has besides one. */
  score: number;
}

export interface RankOptions {
  /** Words of which the synonym must use one (a JSON key read under its parent's name). */
  mustUse?: string[];
  /**
   * The label is a question or a sentence: its other words are phrasing more than meaning, so
   * they weigh half against a synonym.
   */
  question?: boolean;
}

/** A question that asks who the contact is, in the languages questionnaires arrive in. */
const PERSON_QUESTION =
  /^(?:\W*\d{1,2}[.)]\s*)?[¿¡]?(?:who|quién|quien|quem|wer|qui|chi|kto|kdo|vem|hvem)(?![\p{L}]).{0,60}(?<![\p{L}])(?:contact\p{L}*|ansprech\p{L}*|referente|kontakt\p{L}*|contatto)(?![\p{L}])|^\W*(?:con|com|avec|mit) (?:quién|quien|quem|qui|wem)(?![\p{L}]).{0,40}(?<![\p{L}])(?:hablar|falar|parler|sprechen|contactar|contatar)/iu;

/**
 * "Where are the events held?", "Where do you play your matches?", "Wo finden die Rennen
 * statt?": a question for the place the sport is played asks for the venues, not a count.
 */
const PLACE_QUESTION =
  /^(?:\W*(?:q(?:uestion)?\.?\s*)?\d{1,2}[.):]\s*)?[¿¡]?(?:where|wo|où|dónde|donde|dove|onde|hvor|var|waar|gdzie)\s(?!.*\b(?:office|based|registered|headquartered|located|address|how|when|what|which|wie|wann|welche)\b)[^?]{0,60}?(?<![\p{L}])(?:held|played|play|staged|hosted|take place|takes place|compete|race|statt|gespielt|se déroulent|se juegan|se disputan|si giocano|si svolgono|se realizam|spilles|spelas|afgewerkt|gespeeld)(?![\p{L}])[^?]*\??$/iu;

/** "Name(s) of the …" before what is named, other than the league itself. */
const NAME_OF =
  /^(?:\W*\d{1,2}[.)]?\s+)?names?(?:\s?\(s\))?\s+of\s+(?!(?:(?:the|its|your)\s+)?(?:league|competition|series|championship|tour|organi[sz]ation|association|club)(?![\p{L}]))(?:(?:the|its|your)\s+)?(?=\p{L})/iu;

/**
 * Labels read before: a document asks for the same labels many times (every step ranks the
 * lines it reads), and a rank is a pure function of its label and options. Short labels only,
 * at most 20,000 of them (about 4 MB), emptied when full.
 */
const RANKED = new Map<string, LabelMatch[]>();
const MAX_RANKED = 20_000;

/** Every field a label may name, best first (one entry a field, scores of 0.7 or more). */
export function rankLabel(text: string, options: RankOptions = {}): LabelMatch[] {
  const key = `${text}\u0000${options.mustUse?.join("\u0001") ?? ""}\u0000${
    options.question ?? ""
  }`;
  if (key.length > 200) return rankAnew(text, options);
  const known = RANKED.get(key);
  if (known) return [...known];
  const ranked = rankAnew(text, options);
  if (RANKED.size >= MAX_RANKED) RANKED.clear();
  RANKED.set(key, ranked);
  return [...ranked];
}

/** A company's legal form closing its name: "Keppari Tapahtumat Oy", "Nordic Data ApS". */
const COMPANY_FORM =
  /\s(?:Oy|Oyj|Ltd\.?|Limited|GmbH|AG|AB|AS|ASA|ApS|A\/S|Inc\.?|LLC|LLP|Pty|S\.?A\.?|S\.?L\.?|S\.?r\.?l\.?|B\.?V\.?|N\.?V\.?|sp\. z o\.o\.|s\.r\.o\.|Kft\.?|OÜ|UAB|SIA|d\.o\.o\.)\s*$/u;

/** Words of an aim, not a fact: "target", "goal", "forecast", "objetivo", "Ziel". */
export const AIM_WORDS =
  "targets?|targeted|goals?|forecasts?|forecasted|projected|projections?|objetivos?|metas?|ziele?|objectifs?|obiettivi|obiettivo|tavoite|tavoitteet|cele|cel";
/** A label of a plan: "a revenue target of", "Attendance goal 2027", "Umsatzziel". */
const TARGET = new RegExp(
  String.raw`(?<![\p{L}])(?:${AIM_WORDS})(?![\p{L}])|\p{L}{3,}ziel(?![\p{L}])`,
  "iu",
);

function rankAnew(text: string, options: RankOptions): LabelMatch[] {
  // ("Keppari Tapahtumat Oy | Hatanpään valtatie 24": a company's name, no question of events.)
  if (COMPANY_FORM.test(text)) return [];
  if (TARGET.test(text)) return [];
  // "Avg. live viewers / event": a slash before what one event is called reads "per".
  const label = text.replace(
    /\s*\/\s*(?=(?:event|match|game|night|race|card|meeting|meet|show|stop|round|leg|fixture|bout|heat|weekend|tournament|day|fecha|jornada|evento|partido|etapa|torneo|giornata|tappa|spieltag|runde|étape|journée|etappe|kolo|turniej|dia|rodada|turnaus|ottelu|osakilpailu|stævne|stevne|kamp)\s*$)/i,
    " per ",
  )
    // ("Average live viewers per event / broadcast": the word after the bar is another name for
    // the event, not a field's word; a period after it asks a second question, "per event /
    // season".)
    .replace(PER_ALTERNATIVE, "$1");
  // "Who is our contact for the data agreement?": a question for a person is the contact's.
  // (Not when it asks for the person's address or number: "Who … contact? (email)".)
  if (PERSON_QUESTION.test(label) && !/e-?mail|phone|telefon|tel\.|number|número/i.test(label)) {
    return [
      { field: "contact_name" as QuestionnaireField, score: 0.95 },
      ...rankOne(label, options).filter((m) => m.field !== "contact_name"),
    ].sort((a, b) => b.score - a.score);
  }
  if (PLACE_QUESTION.test(label.trim())) return [{ field: "venues", score: 0.95 }];
  // "Name(s) of the venue(s) where the league's events are held": the names asked for are
  // the venues', whatever the league's word after them.
  const named = NAME_OF.exec(label);
  if (named) return rankAnew(label.slice(named[0].length), options);
  // "Antall lag / Number of teams", "Founded (year)": each part on its own, the best kept.
  const parts = label.split(/\s\/\s|\s*[()[\]]\s*/).filter((p) => p.trim());
  if (parts.length > 1 && parts.length <= 4) {
    const best = new Map<QuestionnaireField, number>();
    for (const part of [label, ...parts]) {
      for (const m of rankOne(part, options)) {
        best.set(m.field, Math.max(best.get(m.field) ?? 0, m.score));
      }
    }
    return [...best.entries()].sort(([, a], [, b]) => b - a).map(([field, score]) => ({
      field,
      score,
    }));
  }
  const ranked = rankOne(label, options);
  // ("flux officiel en temps réel", "official real-time": the official is a feed's, no one's
  // officiating; "Les chiffres de diffusion", "Broadcast figures": a broadcast's figures, not
  // its partners.)
  return ranked.filter((m) =>
    !(m.field === "officiating" && OFFICIAL_LIVE.test(label)) &&
    !(MEDIA_LISTS.has(m.field) && FIGURES.test(label))
  );
}

const MEDIA_LISTS = new Set<QuestionnaireField>(["broadcast_partners", "streaming_platforms"]);
/** Words for figures: "figures", "numbers", "chiffres", "cifras", "Zahlen". */
const FIGURES =
  /(?<![\p{L}])(?:figures|numbers|stats|statistics|chiffres|cifras|números|numeros|zahlen|numeri|cijfers|siffror|luvut|liczby|čísla)(?![\p{L}])/iu;

/** "Official" of something live: "official real-time", "officiel en temps réel". */
const OFFICIAL_LIVE =
  /(?<![\p{L}])(?:official|officiel(?:le)?|oficial|ufficiale|offiziell\p{L}*)\s+(?:real[- ]time|live|en temps réel|en direct|en tiempo real|en vivo|in tempo reale|em tempo real|echtzeit\p{L}*)(?![\p{L}])/iu;

/**
 * "Country", "Land", "País" alone, singular: the country of the league's address on a form,
 * not the markets it plays or is watched in.
 */
const HOME_COUNTRY = /^(country|country of registration|land|pays|pais|paese|kraj|maa|ulkemaa)$/;

function rankOne(label: string, { mustUse, question }: RankOptions): LabelMatch[] {
  const text = normalise(label);
  // (Read with its section's name too: "Competition" / "Country".)
  if (HOME_COUNTRY.test(text) || (mustUse && HOME_COUNTRY.test(text.split(" ").at(-1)!))) {
    return [];
  }
  const have = leagueWords(tokens(label));
  if (!have.length || have.length > 16) return [];
  const key = sortedKey(have);
  // "Players per team": the figure is per team, so only a synonym that says "per" may use it.
  const perUnit = have.findIndex((t, i) => i > 0 && have[i - 1] === "per" && !PER_WHOLE.has(t));
  const best = new Map<QuestionnaireField, { score: number; size: number }>();
  for (const syn of SYNONYMS) {
    let score = 0;
    if (mustUse && !syn.tokens.some((t) => mustUse.includes(t))) continue;
    if (text === syn.text || key === syn.key) score = 1;
    else if (syn.tokens.every((t) => have.includes(t))) {
      if (perUnit >= 0 && !syn.tokens.includes("per")) continue;
      // Every word of the synonym is in the label: the more of the label it explains, the
      // better, not counting the context words it leaves out.
      const counted = have.filter((t) => !isContext(t) || syn.tokens.includes(t)).length;
      const others = Math.max(0, counted - syn.tokens.length) * (question ? 0.5 : 1);
      score = 0.6 + 0.35 * (syn.tokens.length / (syn.tokens.length + others));
    }
    const previous = best.get(syn.field);
    if (
      score >= 0.7 &&
      (!previous || score > previous.score ||
        (score === previous.score && syn.tokens.length > previous.size))
    ) {
      best.set(syn.field, { score, size: syn.tokens.length });
    }
  }
  return [...best.entries()]
    .sort(([, a], [, b]) => b.score - a.score || b.size - a.size)
    .map(([field, { score }]) => ({ field, score: Math.round(score * 1000) / 1000 }));
}

/** The field a label names, with how well it matched; null when nothing fits. */
export function matchLabel(label: string): LabelMatch | null {
  return rankLabel(label)[0] ?? null;
}

/** What a terse bullet may name with its first words and answer in the rest: a name. */
const TERSE_FIELDS = new Set<QuestionnaireField>(["league_name", "sport", "headquarters"]);
/** Words that make the rest a sentence about the thing, not its name ("- sport is growing"). */
const TERSE_VERB =
  /^(is|are|was|were|has|have|had|will|can|ist|sind|war|hat|est|sont|a|es|está|son|è|sono|er|är|var|har|on|oli|ovat|jest|są|zijn|heeft)$/i;

/**
 * A terse reply's bullet, label and answer without a colon ("- laji mölkky", "- virall. nimi
 * Mölkky-Superliiga"): the first one to three words name a field exactly, the rest (one to four
 * words, no sentence) is its answer. Only fields answered by a name.
 */
export function terseBullet(text: string): { label: string; value: string } | null {
  const m = /^[-–•*·▪]\s+(\S.{0,80})$/.exec(text.trim());
  if (!m || /[,;:!?]|\.\s*$/.test(m[1].replace(/^\S+\.\s/, ""))) return null;
  const words = m[1].split(/\s+/);
  if (words.some((w) => TERSE_VERB.test(w))) return null;
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const rest = words.slice(n);
    if (rest.length > 4) continue;
    const label = words.slice(0, n).join(" ");
    // ("- Sport growing fast", "- Headquarters move planned": a capitalised note, going on in
    // lower case or with a participle, is a sentence, not a label and its name.)
    if (
      (/^\p{Lu}/u.test(label) && /^\p{Ll}/u.test(rest[0])) ||
      rest.some((w) => /\p{L}{3,}(?:ing|ed)$/u.test(w) && /^\p{Ll}/u.test(w))
    ) continue;
    const best = rankLabel(label)[0];
    if (best && best.score === 1 && TERSE_FIELDS.has(best.field)) {
      return { label, value: rest.join(" ") };
    }
  }
  return null;
}

/**
 * A form's line of a label for the website and the address, without a colon ("Сайт
 * gorodki-liga.ru", "Вебсайт racketlon.org.ua", "Веб-страница www.billiard.mk"): one or two
 * words that name the website exactly, then one domain.
 */
export function siteLine(text: string): { label: string; value: string } | null {
  const m =
    /^(\S+(?:\s+\S+)?)\s+((?:https?:\/\/|www\.)?[a-z0-9-]{2,63}(?:\.[a-z0-9-]{2,63}){1,4}\/?)$/i
      .exec(text.trim());
  if (!m || /\d$/.test(m[2])) return null;
  const best = rankLabel(m[1])[0];
  return best && best.score === 1 && best.field === "website" ? { label: m[1], value: m[2] } : null;
}
