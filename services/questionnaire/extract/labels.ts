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
    "atual atuais quai atuai o entre feita cual cuales cuantos cuantas " +
    // French elisions ("d'affaires", "l'équipe")
    "d l qu " +
    // French and German subjects, verbs of having and being, and hedges of a figure ("nous
    // avons un peu plus de 9 500 abonnés", "wir haben rund 1.800 Zuschauer")
    "nous avons avait sommes sont ont notre nos un une peu plus environ wir haben hat ist " +
    "sind unsere unser unseren rund etwa " +
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
    "voi cua duoc cac nhung hien co tai tren trong khoang dat gom cho nay"
  ).split(" "),
);

/** Abbreviations and spellings, as the synonym table spells them. */
const ALIASES: Record<string, string> = {
  avg: "average",
  av: "average",
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
};

/**
 * Words of the languages questionnaires arrive in, as the synonym table's English: enough for
 * bilingual forms and exports in German, the Nordic languages, Dutch, French, Spanish,
 * Portuguese, Italian, Finnish, Polish, Indonesian and Malay to name their fields.
 */
const TRANSLATIONS: Record<string, string> = {
  // Italian
  disciplina: "sport",
  inizio: "start",
  stagione: "season",
  stagioni: "seasons",
  durata: "length",
  giornate: "rounds",
  sferisteri: "venues",
  sferisterio: "venue",
  impianti: "venues",
  impianto: "venue",
  arbitraggio: "officiating",
  telespettatori: "viewers",
  latenza: "latency",
  programma: "programme",
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
  emittenti: "broadcasters",
  piattaforme: "platforms",
  annua: "annual",
  annuo: "annual",
  mercati: "markets",
  lega: "league",
  tempo: "time",
  reale: "real",
  monitoraggio: "monitoring",
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
  // German
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
  kontaktperson: "contact name",
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
  katsojaa: "viewers",
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
  // Turkish
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
  ametikoht: "title",
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
  // French
  equipe: "team",
  joueuses: "players",
  recettes: "revenue",
  commanditaires: "sponsors",
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
  sociaux: "social",
  flux: "feed",
  donnees: "data",
  historique: "historical",
  resultats: "results",
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
  affaires: "",
  officiel: "official",
  croissance: "growth",
  arbitres: "referees",
  evenements: "events",
  // Spanish, Portuguese, Italian
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
  widzow: "spectators",
  promedio: "average",
  asistencia: "attendance",
  audiencia: "audience",
  seguidores: "followers",
  redes: "social",
  sociales: "social",
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
  partneri: "partners",
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
  politika: "policy",
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
  sezono: "season",
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
  // Romanian
  partener: "partner",
  pariurile: "betting",
  // Portuguese prose ("chegamos a 210 mil visualizações", "Crescemos 18%")
  visualizacoes: "views",
  crescemos: "grew",
  // Polish and Czech
  sezony: "season",
  sezona: "season",
  // Vietnamese words of one syllable (those of several are PHRASES)
  tran: "matches",
  giai: "league",
  tong: "total",
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
    .replace(/^\s*(q\s*\d+|[a-z]{1,2}\d{1,3}\b|\d+(\.\d+)*)[.):\s-]*/, "").replace(
      /[^\p{L}0-9]+/gu,
      " ",
    ).trim();

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

const translated = (t: string) =>
  Object.hasOwn(ALIASES, t)
    ? ALIASES[t]
    : Object.hasOwn(TRANSLATIONS, t)
    ? TRANSLATIONS[t]
    : undefined;

/**
 * A compound word of German, Dutch or the Nordic languages read as its two known parts
 * ("Saisonbeginn" → season start, "Spielstätten" → venues), with a linking "s" between
 * ("Saisonsstart"); a word that is no such compound stays as it is.
 */
function decompound(word: string): string {
  if (word.length < 8) return word;
  for (let i = 3; i <= word.length - 3; i++) {
    const head = translated(word.slice(0, i));
    const tail = translated(word.slice(i)) ??
      (word[i] === "s" ? translated(word.slice(i + 1)) : undefined);
    if (head && tail) return `${head} ${tail}`;
  }
  return word;
}

/**
 * Japanese words of the questionnaire's fields, as the synonym table's English. Japanese is
 * written without spaces, so they are found inside a label ("1シーズンの大会数": events per
 * season), longest first.
 */
const CJK_WORDS: [string, string][] = (
  [
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
  ] as [string, string][]
).sort(([a], [b]) => b.length - a.length);
/**
 * Vietnamese names a thing in words of several syllables ("câu lạc bộ", a club): each phrase, as
 * `normalise` writes it, read as the synonym table's English before the words are split.
 */
const PHRASES: Record<string, string> = {
  "cau lac bo": "clubs",
  "van dong vien": "athletes",
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
  "po utakmici": "per match",
  "po turniru": "per tournament",
  "ime in priimek": "contact name",
  "ime i prezime": "contact name",
  "meno a priezvisko": "contact name",
  "jmeno a prijmeni": "contact name",
  "miesta konania": "venues",
  "mista konani": "venues",
  "e posta": "email",
};
const PHRASE = new RegExp(`\\b(?:${Object.keys(PHRASES).join("|")})\\b`, "g");

const CJK_WORD = new RegExp(CJK_WORDS.map(([w]) => w).join("|"), "g");
const CJK_ENGLISH = new Map(CJK_WORDS);

export function tokens(label: string): string[] {
  // "Nombre de joueurs" (French, a number of things) against "Nombre de la liga" (Spanish, a
  // name).
  const text = normalise(label.replace(CJK_WORD, (w) => ` ${CJK_ENGLISH.get(w)} `))
    .replace(PHRASE, (p) => PHRASES[p]).replace(
      /\bnombre d(?:e|u|es)? (?=\p{L}+s\b)/gu,
      "number of ",
    )
    // "par rapport à 2024", "im Vergleich zum Vorjahr": a comparison's words name nothing.
    .replace(/\bpar rapport a\b|\bim vergleich zum vorjahr\b|\bgegenuber dem vorjahr\b/g, " ")
    // "nine per cent", "13,9 pour cent", "por ciento": percent, no "per" of a unit.
    .replace(/\b(?:per|pour|por|per) ?(?:cent|ciento|cento)\b/g, "percent")
    // "por fin de semana", "por fim de semana": per weekend.
    .replace(/\bfin(?:es)? de semana\b|\bfi[mn]s? de semana\b/g, "weekend");
  const pieces = text.split(" ").flatMap((t) =>
    (translated(t) ?? translated(singular(t)) ?? decompound(t)).split(" ").map((w) => ({
      w: singular(w),
      plural: singular(w) !== w,
      from: t,
    }))
  );
  const words = pieces.map((p) => p.w);
  // German "je" is per ("je Spieltag", "je 6 Spieler pro Mannschaft"); among the letters of
  // Slovak, Czech or Slovenian, or between a word and a plural, it is "is" ("v každom kole je 6
  // zápasov", "je približno 40 spustov", "v vsakem krogu je 8 tekem").
  const slavic = /[čšžľĺŕôýťďňřěů]/iu.test(label);
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
      // ("per race night": the noun after counts once; "fordulónként 6 mérkőzéssel", per round
      // and then the matches, in the plural, are what is counted.)
      if (EVENT_NOUNS.has(words[i + 1]) && !pieces[i + 1]?.plural) i++;
      continue;
    }
    // "Sports betting", "paris sportifs": betting; the sport is no field of its own there.
    if (t === "sport" && (words[i + 1] === "betting" || previous === "betting")) continue;
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
  if (out.includes("online") || out.includes("stream")) {
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
function leagueWords(have: string[]): string[] {
  const unknown = (t: string) => t.length >= 4 && !VOCABULARY.has(t) && !NOT_EVENTS.has(t);
  const last = have.length - 1;
  if (
    have.length === 2 && /^(registered|licensed|contracted|rostered|active)$/.test(have[0]) &&
    unknown(have[1]) && !/^(couple|pair|duo|trio|crew|boat|car|horse|dog|rink)$/.test(have[1])
  ) return [have[0], "athlete"];
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

function rankAnew(text: string, options: RankOptions): LabelMatch[] {
  // "Avg. live viewers / event": a slash before what one event is called reads "per".
  const label = text.replace(
    /\s*\/\s*(?=(?:event|match|game|night|race|card|meeting|meet|show|stop|round|leg|fixture|bout|heat|weekend|tournament|day|fecha|jornada|evento|partido|etapa|torneo|giornata|tappa|spieltag|runde|étape|journée|etappe|kolo|turniej|dia|rodada|turnaus|ottelu|osakilpailu|stævne|stevne|kamp)\s*$)/i,
    " per ",
  );
  // "Who is our contact for the data agreement?": a question for a person is the contact's.
  // (Not when it asks for the person's address or number: "Who … contact? (email)".)
  if (PERSON_QUESTION.test(label) && !/e-?mail|phone|telefon|tel\.|number|número/i.test(label)) {
    return [
      { field: "contact_name" as QuestionnaireField, score: 0.95 },
      ...rankOne(label, options).filter((m) => m.field !== "contact_name"),
    ].sort((a, b) => b.score - a.score);
  }
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
  return rankOne(label, options);
}

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
