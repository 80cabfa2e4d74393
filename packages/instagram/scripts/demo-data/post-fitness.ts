import {
  type Answers,
  answer,
  chorus,
  liked,
  mixedPraise,
  neutral,
  praise,
  reaction,
  sameQuestion,
  spam,
} from "./bank-common.js";
import { cat, e, PostBuilder } from "./engine.js";

/** A Brazilian home-workout reel: mostly Portuguese, knees hurt, beginners want an easier cut. */

const knee = cat(["question"], "neutral", {
  pt: [
    "dá pra fazer com dor no joelho?",
    "quem tem condromalácia no joelho pode fazer?",
    e.only("senti muita dor no joelho no afundo", "negative", "complaint"),
    e.only("meu joelho estalou o treino todo kkkk socorro", "negative", "complaint"),
    "tem alguma adaptação pro joelho?",
    e.only("o agachamento sumô machucou meu joelho, cuidado gente", "negative", "complaint"),
    "operei o joelho ano passado, posso fazer?",
    e.only("fiz e fiquei com o joelho doendo 2 dias", "negative", "complaint"),
    "o afundo é seguro pro joelho? sempre sinto",
    e.only("joelho não aguentou a terceira rodada", "negative", "complaint"),
    "qual exercício substitui o afundo pra quem tem problema no joelho?",
    "como saber se a dor no joelho é normal?",
    "joelho pra dentro no agachamento é errado né?",
    e.only("pra quem tem joelho ruim esse treino é pesado demais", "negative", "complaint"),
    "pode fazer com joelheira? meu joelho é fraco",
    e.only("dor no joelho depois do treino, alguém mais?", "negative", "complaint", "question"),
  ],
  en: [
    "is this ok with bad knees?",
    e.only("my knees were NOT happy with the lunges", "negative", "complaint"),
    "any knee-friendly swap for the lunges?",
    e.only("did it and my knee has been sore for two days", "negative", "complaint"),
    "how do I keep my knees from caving in on the squat?",
  ],
  es: [
    "¿se puede hacer con dolor de rodilla?",
    e.only("me dolió la rodilla con las zancadas", "negative", "complaint"),
    "¿qué cambio si tengo problemas de rodilla?",
  ],
});
const kneeAnswers: Answers = {
  pt: {
    any: [
      "se dói, troca o afundo por ponte de glúteo e diminui a amplitude. E procura um fisio pra avaliar, tá? 🙏",
      "dá sim, mas faz o agachamento só até onde não dói. Dor aguda = para!",
      "troca o afundo por elevação de quadril 👍 e vai no seu ritmo",
      "joelho alinhado com a ponta do pé e sem pressa! se persistir, fisio 🙏",
    ],
  },
  en: {
    any: ["swap the lunges for glute bridges and keep the squat shallow 🙏 if it hurts, stop!"],
  },
  es: { any: ["cambia las zancadas por puente de glúteo y baja solo hasta donde no duela 🙏"] },
};

const beginner = cat(["suggestion"], "neutral", {
  pt: [
    "faz uma versão pra iniciante por favor 🙏",
    "sou iniciante e não aguentei nem a primeira rodada kkkk faz uma mais leve",
    "versão iniciante quando?",
    "pra iniciante seria bom um treino de 10 min",
    "posta um treino iniciante com menos repetições",
    e.as("amei mas sou iniciante, tem como fazer uma adaptação?", "neutral", "question"),
    "queria uma versão iniciante desse",
    "sugestão: série pra iniciante com intervalo maior",
    "faz uma playlist de treinos pra iniciante!",
    "iniciante aqui pedindo socorro, uma versão mais tranquila pfv",
    "treino pra iniciante de pernas seria top",
    "minha mãe quer fazer, tem versão pra iniciante?",
    e.as("pra iniciante dá pra fazer só 2 rodadas?", "neutral", "question"),
    "vídeo explicando a postura pra iniciante ia ajudar muito",
  ],
  en: [
    "beginner version please!",
    "would love a beginner friendly one",
    e.as("any beginner modifications?", "neutral", "question"),
    "beginner here, could you do a slower version?",
  ],
  es: [
    "haz una versión para principiantes porfa",
    "para principiantes sería genial una más corta",
    e.as("¿hay versión para principiantes?", "neutral", "question"),
  ],
});

const saved = cat(["praise"], "positive", {
  pt: [
    "salvei pra fazer amanhã",
    "salvo!! amanhã cedo tô fazendo",
    "salvei e já mandei pra minha irmã",
    "salvando pra não esquecer",
    "já salvei, obrigada pelo treino",
    "salvei, amo treino curto assim",
    "salvo pra fazer depois do trabalho",
    "salvei esse e o de glúteo",
    "salvo e compartilhado",
    "salvei!! esse vai pra rotina",
    "salvando pra fazer no fim de semana",
    "vou salvar pra fazer em casa, obrigada",
  ],
  en: [
    "saved for tomorrow morning",
    "saved! doing this after work",
    "saving this, love a 20 minute workout",
    "saved and sent to my gym buddy",
  ],
  es: ["guardado para mañana", "lo guardo para hacerlo en casa", "guardado!! gracias"],
});

const didIt = cat(["praise"], "positive", {
  pt: [
    "fiz hoje e tô morta kkkk",
    "fiz agora, perna tremendo mas feliz",
    "fiz ontem e hoje não consigo descer escada kkkk amei",
    "fiz as 4 rodadas!! orgulho",
    "fiz com meu namorado e ele desistiu na segunda rodada kkkkk",
    "fiz e suei muito, que treino bom",
    "fiz hoje cedo, melhor forma de começar o dia",
    "fiz e amei, simples e eficiente",
    "fiz 3 rodadas só mas tô feliz",
    "fiz de novo hoje, terceira vez essa semana",
  ],
  en: [
    "did it this morning, legs are shaking 😂",
    "did it twice this week, love it",
    "did it and I'm dead lol",
  ],
  es: ["lo hice hoy y no siento las piernas jaja", "lo hice y me encantó"],
});

const fitPraise = cat(["praise"], "positive", {
  pt: [
    "que treino top",
    "você é o melhor professor",
    "melhor perfil de treino em casa",
    "amo que não precisa de equipamento",
    "explicação muito clara, obrigada",
    "seus treinos mudaram minha rotina",
    "treino curto e eficiente, do jeito que eu gosto",
    "tô fazendo todos os seus treinos",
    "que energia boa nesse vídeo",
    "finalmente um treino que cabe na minha rotina",
    "ameeei esse",
    "perfeito pra quem não tem tempo",
    "você motiva demais",
    "desde que comecei seus treinos minha disposição mudou",
    "treino de perna sem academia, amei",
    "obrigada por compartilhar de graça",
    "sua didática é incrível",
  ],
  en: [
    "love a no equipment workout",
    "short and effective, perfect",
    "your workouts are the only ones I stick to",
    "great cues on the squat",
    "this is exactly what I needed today",
  ],
  es: ["qué buen entrenamiento", "me encantan tus rutinas", "corto y efectivo, perfecto"],
});

const fitGripes = cat(["complaint"], "negative", {
  pt: [
    "rápido demais, não dá pra acompanhar",
    "a música alta atrapalha",
    "muito difícil pra quem tá começando",
    "cadê o tempo de descanso? impossível",
    "vídeo acelerado não ajuda a ver a postura",
    "esse treino não é de 20 min nem a pau, levei 35",
    "de novo treino de perna? cadê braço",
    "difícil demais, desisti",
  ],
  en: ["way too fast to follow", "this is not 20 minutes lol took me 35", "music is so loud"],
  es: ["demasiado rápido para seguirlo"],
});

const fitQuestions = cat(["question"], "neutral", {
  pt: [
    "quantas repetições em cada?",
    "quantas vezes na semana?",
    "qual o nome da música?",
    "pode fazer todo dia?",
    "quanto tempo de descanso entre as rodadas?",
    "serve pra emagrecer?",
    "faço antes ou depois do cardio?",
    "dá pra fazer grávida?",
  ],
  en: ["how many reps each?", "how many times a week?", "can I do this every day?"],
  es: ["¿cuántas repeticiones?", "¿cuántas veces por semana?"],
});
const fitAnswers: Answers = {
  pt: {
    any: [
      "12 repetições de cada, 4 rodadas 💪",
      "3x na semana tá ótimo! descanso é treino também",
      "40 segundos de descanso entre as rodadas 👍",
      "grávida só com liberação médica, tá? 🙏",
    ],
  },
  en: { any: ["12 reps each, 4 rounds 💪", "3 times a week is perfect!"] },
  es: { any: ["12 repeticiones de cada uno, 4 rondas 💪"] },
};

const mixedPtEn = cat(["praise"], "positive", {
  pt: [
    e.mix("treino top demais, thank you coach"),
    e.mix("melhor treino, no excuses"),
    e.mix("amei, legs day done"),
    e.mix("perfeito, let's go"),
    e.mix("leg day em casa, love it"),
    e.mix("fiz hoje, best workout ever"),
  ],
});

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function fitnessPost(): PostBuilder {
  const b = new PostBuilder({
    key: "fitness-leg-day",
    title: "Treino de pernas em 20 minutos",
    niche: "fitness",
    language: "pt",
    sample: true,
    owner: { username: "rafa.moves", fullName: "Rafa Antunes | treino em casa", isVerified: false },
    caption:
      "Treino de pernas em 20 minutos, sem equipamento 🔥 4 rodadas: agachamento, afundo alternado, ponte de glúteo e agachamento sumô (12 de cada, 40s de descanso). Salva pra fazer depois e me conta como foi! 💪 #treinoemcasa #pernas #semequipamento",
    mediaType: "video",
    takenAt: "2026-10-22T10:45:00.000Z",
    likeCount: 18_340,
    viewCount: 241_900,
    band: "positive",
    nicheEmoji: ["💪", "🔥", "🥵", "🦵"],
    likeScale: 1,
    languages: [
      ["pt", 74],
      ["en", 14],
      ["es", 9],
      ["fr", 3],
    ],
  });
  const r = b.r;
  const kneeRe = b.reserve("joelho|knee|rodilla");
  const beginnerRe = b.reserve("iniciante|beginner|principiante");
  const savedRe = b.reserve("salv|\\bsav(e|ed|ing)\\b|guard");
  const didRe = b.reserve("\\bfiz\\b|did it|lo hice");

  const knees = b.many(
    knee,
    [
      ["pt", 18],
      ["en", 5],
      ["es", 3],
    ],
    kneeRe,
  );
  const kneeQuestions = knees.filter((n) => n.tags.includes("question"));
  const kneeAnswered = b.pickEarly(kneeQuestions, 9);
  for (const q of kneeAnswered) answer(b, q, kneeAnswers, 0.45);
  for (const c of knees) if (r.chance(0.25)) b.reply(c, b.deal(sameQuestion, c.lang));
  b.textFact(
    "knee-concerns",
    "{n} comments are about knee pain or knee safety; questions and complaints together.",
    knees,
    kneeRe,
  );
  b.questionFacts(
    "knee-questions",
    "{n} of the knee comments are questions; the coach answered 9 with safer swaps.",
    kneeQuestions,
    kneeAnswered,
  );

  const beginners = b.many(
    beginner,
    [
      ["pt", 24],
      ["en", 5],
      ["es", 4],
    ],
    beginnerRe,
  );
  for (const c of r.shuffle(beginners).slice(0, 4)) {
    b.ownerReply(
      c,
      r.pick([
        "anotado! versão iniciante vem semana que vem 💪",
        "bora fazer! semana que vem sai 🙌",
      ]),
    );
  }
  b.textFact(
    "beginner-version",
    "{n} people ask for a beginner version (the clearest content request).",
    beginners,
    beginnerRe,
  );

  const saves = b.many(
    saved,
    [
      ["pt", 34],
      ["en", 7],
      ["es", 4],
    ],
    savedRe,
  );
  b.textFact("saved", "{n} comments say they saved the workout for later.", saves, savedRe);

  const did = b.many(
    didIt,
    [
      ["pt", 16],
      ["en", 4],
      ["es", 2],
    ],
    didRe,
  );
  for (const c of r.shuffle(did).slice(0, 6)) {
    b.ownerReply(
      c,
      r.pick(["bora!! 💪🔥", "orgulho!! 🙌", "kkkk amanhã passa, prometo 😂", "isso aí!! 💪"]),
    );
  }
  b.textFact(
    "did-it",
    "{n} say they already did the workout, often joking about the pain ('tô morta kkkk') — positive, not complaints.",
    did,
    didRe,
  );

  const questions = b.fill(30, [[fitQuestions, 1]]);
  for (const q of b.pickEarly(questions, 12)) answer(b, q, fitAnswers, 0.3);
  b.fill(7, [[spam, 1]]);
  const gripes = b.fill(44, [[fitGripes, 1]]);
  for (const g of r.shuffle(gripes).slice(0, 4)) chorus(b, g, 1);
  b.fill(24, [[mixedPtEn, 1]]);
  const fans = b.fill(180, [
    [fitPraise, 48],
    [praise, 14],
    [reaction, 22],
    [neutral, 12],
    [mixedPraise, 2],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 10)) {
    b.ownerReply(c, r.pick(["valeu demais!! 🙏", "💪🔥", "obrigado!! bora treinar", "tmj 🙌"]));
  }
  b.fact(
    "mixed-language",
    "{n} comments mix Portuguese (or Spanish/French) with English.",
    () => b.nodes.filter((n) => n.mixed),
    { type: "ids" },
  );
  b.standardFacts();
  return b;
}
