// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson handouts (docs/lesson-format.md): the pages as a PDF to print and as one HTML file a
// student opens offline. Both are made from the same pictures; every text from the lesson goes
// through the markup's whitelist or is escaped, and the HTML holds hashes, never answers.
#include "lessonhandout.h"

#include "exportfile.h"
#include "lessonmarkup.h"
#include "pdffile.h"
#include "picturepages.h"
#include "picturetext.h"

#include <QCryptographicHash>
#include <QFont>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

using namespace Qt::StringLiterals;

namespace ml
{

namespace
{

QString text(const char *source, const QString &lang)
{
    return textIn("LessonHandout", source, lang);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// The SVG of one page inside the HTML: without its XML prolog, and with its ids made the
// page's own, so that two boards' clip paths cannot meet.
QString inlineSvg(const QByteArray &svg, int page)
{
    QString s = QString::fromUtf8(svg);
    const qsizetype start = s.indexOf(u"<svg"_s);
    if (start > 0) s = s.mid(start);
    const QString prefix = u"p%1-"_s.arg(page);
    static const QRegularExpression ids(u"(\\bid=\"|url\\(#|href=\"#)"_s);
    s.replace(ids, u"\\1"_s + prefix);
    return s;
}

QString playerName(const Game &game, const QString &id)
{
    for (const Player &p : game.players())
        if (p.id == id) return p.name.isEmpty() ? p.id : p.name;
    return id;
}

// The game a question is asked on: the page's board after its moves, no final scoring.
std::shared_ptr<const Game> askedOn(const LessonPage &page, Timeline *keep)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    *keep = Timeline::build(page.questionBoard(), {}, options);
    return keep->replays() ? keep->afterMoves() : nullptr;
}

// The script of the HTML handout: page turning and answer checking. SHA-256 is written out
// here (from FIPS 180-4; its constants computed from the primes as the standard defines them)
// because a page opened from a file may not reach the browser's crypto API.
const char *const kScript = R"JS(
(function () {
  const pages = Array.from(document.querySelectorAll('section.page'));
  let at = 0;
  function show(i) {
    at = Math.max(0, Math.min(pages.length - 1, i));
    pages.forEach((p, n) => { p.hidden = n !== at; });
    document.getElementById('where').textContent = (at + 1) + ' / ' + pages.length;
  }
  document.addEventListener('keydown', (e) => {
    const t = e.target.tagName;
    if (t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA' || t === 'BUTTON') return;
    if (['ArrowRight', 'ArrowDown', 'PageDown', ' '].includes(e.key)) { show(at + 1); e.preventDefault(); }
    if (['ArrowLeft', 'ArrowUp', 'PageUp'].includes(e.key)) { show(at - 1); e.preventDefault(); }
    if (e.key === 'Home') show(0);
    if (e.key === 'End') show(pages.length - 1);
  });
  document.getElementById('previous').addEventListener('click', () => show(at - 1));
  document.getElementById('next').addEventListener('click', () => show(at + 1));

  function primes(n) {
    const out = [];
    for (let c = 2; out.length < n; ++c) if (out.every((p) => c % p)) out.push(c);
    return out;
  }
  const frac = (x) => Math.floor((x - Math.floor(x)) * 4294967296) >>> 0;
  const K = primes(64).map((p) => frac(Math.cbrt(p)));
  const H = primes(8).map((p) => frac(Math.sqrt(p)));
  const ror = (x, n) => (x >>> n) | (x << (32 - n));
  function sha256(text) {
    const bytes = new TextEncoder().encode(text);
    const size = ((bytes.length + 9 + 63) >> 6) << 6;
    const m = new Uint8Array(size);
    m.set(bytes);
    m[bytes.length] = 0x80;
    const view = new DataView(m.buffer);
    const bits = bytes.length * 8;
    view.setUint32(size - 8, Math.floor(bits / 4294967296));
    view.setUint32(size - 4, bits >>> 0);
    const h = H.slice();
    const w = new Uint32Array(64);
    for (let i = 0; i < size; i += 64) {
      for (let t = 0; t < 16; ++t) w[t] = view.getUint32(i + 4 * t);
      for (let t = 16; t < 64; ++t) {
        const s0 = ror(w[t - 15], 7) ^ ror(w[t - 15], 18) ^ (w[t - 15] >>> 3);
        const s1 = ror(w[t - 2], 17) ^ ror(w[t - 2], 19) ^ (w[t - 2] >>> 10);
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
      }
      let [a, b, c, d, e, f, g, k] = h;
      for (let t = 0; t < 64; ++t) {
        const t1 = (k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) >>> 0;
        const t2 = ((ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
        k = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
      }
      [a, b, c, d, e, f, g, k].forEach((v, n) => { h[n] = (h[n] + v) >>> 0; });
    }
    return h.map((v) => v.toString(16).padStart(8, '0')).join('');
  }
  window.meepleLabSha256 = sha256;

  document.querySelectorAll('form.question').forEach((form) => {
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const kind = form.dataset.kind;
      let key = kind;
      if (kind === 'best-move') {
        key += '|' + form.elements.cell.value.trim().toUpperCase() + '|' + form.elements.turn.value;
      } else {
        for (const input of form.querySelectorAll('input[data-player]'))
          key += '|' + input.dataset.player + '=' + (parseInt(input.value, 10) || 0);
      }
      const hash = sha256(form.dataset.salt + key);
      const right = form.dataset.hashes.split(' ').includes(hash);
      const verdict = form.querySelector('.verdict');
      verdict.textContent = right ? form.dataset.right : form.dataset.wrong;
      verdict.className = 'verdict ' + (right ? 'right' : 'wrong');
    });
  });
  show(0);
})();
)JS";

const char *const kStyle = R"CSS(
body { font-family: sans-serif; margin: 0; background: #f4f1ea; color: #1f2937; }
header { padding: 0.6em 1.2em; background: #1f2937; color: #fff; display: flex; gap: 1em; align-items: center; }
header h1 { font-size: 1.2em; margin: 0; flex: 1; }
header button { font-size: 1em; }
section.page { max-width: 60em; margin: 1em auto; padding: 1em 1.5em; background: #fff; border-radius: 6px; }
section.page h2 { margin-top: 0; }
.board svg { max-width: 100%; height: auto; max-height: 60vh; display: block; margin: 0 auto; }
.text { font-size: 1.15em; line-height: 1.45; }
a.rule { font-family: monospace; color: #1565c0; }
form.question { border-top: 2px solid #e5e7eb; margin-top: 1em; padding-top: 0.8em; }
form.question label { margin-right: 1em; }
.verdict.right { color: #1b5e20; font-weight: bold; }
.verdict.wrong { color: #b71c1c; font-weight: bold; }
)CSS";

QString questionForm(const LessonPage &page, const QString &lang)
{
    const Puzzle &q = *page.question;
    Timeline keep;
    const std::shared_ptr<const Game> asked = askedOn(page, &keep);
    QString out = u"<form class=\"question\" data-kind=\"%1\""_s.arg(puzzleKindName(q.kind));
    QStringList hashes;
    const CellNames names = keep.isNull() ? CellNames() : CellNames::forTimeline(keep);
    if (asked)
        for (const QString &key : lessonAnswerKeys(page, *asked, names))
            hashes << lessonAnswerHash(page, key);
    out += u" data-salt=\"%1\" data-hashes=\"%2\" data-right=\"%3\" data-wrong=\"%4\">"_s.arg(
        esc(page.id + u'|'), hashes.join(u' '),
        esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Right!"), lang)),
        esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Not right yet: look again."), lang)));
    out += u"<p><b>%1</b></p>"_s.arg(esc(q.question.text(lang)));
    switch (q.kind) {
    case PuzzleKind::FinalScores:
    case PuzzleKind::TurnScores:
        if (asked)
            for (const Player &p : asked->players())
                out += u"<label>%1 <input type=\"number\" min=\"0\" max=\"999\" data-player=\"%2\" "
                       "aria-label=\"%1\"></label>"_s.arg(esc(playerName(*asked, p.id)), esc(p.id));
        break;
    case PuzzleKind::BestMove:
        out += u"<label>%1 <input name=\"cell\" size=\"5\" placeholder=\"C4\"></label>"_s.arg(
            esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Cell"), lang)));
        out += u"<label>%1 <select name=\"turn\"><option>0</option><option>90</option>"
               "<option>180</option><option>270</option></select></label>"_s.arg(
                   esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Turned (degrees)"), lang)));
        out += u"<p><small>%1</small></p>"_s.arg(esc(text(
            QT_TRANSLATE_NOOP("LessonHandout", "The page checks where the tile goes and how it "
                                               "is turned; the figure is in the answers."),
            lang)));
        break;
    case PuzzleKind::Free:
        out += u"<p><textarea rows=\"3\" cols=\"60\" aria-label=\"%1\"></textarea></p><p><small>"
               "%2</small></p>"_s.arg(
                   esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Your answer"), lang)),
                   esc(text(QT_TRANSLATE_NOOP("LessonHandout",
                                              "Your teacher has the answer to this question."),
                            lang)));
        out += u"</form>"_s;
        return out;
    }
    out += u"<button type=\"submit\">%1</button> <span class=\"verdict\" aria-live=\"polite\">"
           "</span></form>"_s.arg(esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Check"), lang)));
    return out;
}

// A page's markup drawn on a printed page: paragraphs and items wrapped to `width`, bold where
// marked. Returns the height used.
qreal drawMarkup(QPainter *p, const QList<MarkupBlock> &blocks, const QFont &font,
                 const QPointF &at, qreal width)
{
    qreal y = at.y();
    const QFontMetricsF metrics(font);
    for (const MarkupBlock &b : blocks) {
        QString line;
        QList<QTextLayout::FormatRange> bold;
        for (const MarkupSpan &s : b.spans) {
            if (s.bold) {
                QTextLayout::FormatRange r;
                r.start = int(line.size());
                r.length = int(s.text.size());
                r.format.setFontWeight(QFont::Bold);
                bold << r;
            }
            line += s.text;
        }
        const bool item = b.kind == MarkupBlock::Kind::ListItem;
        const qreal indent = item ? metrics.horizontalAdvance(u"•  "_s) : 0;
        if (item) p->drawText(QPointF(at.x(), y + metrics.ascent()), u"•"_s);
        QTextLayout layout(line, font, p->device());
        layout.setFormats(bold);
        layout.beginLayout();
        qreal h = 0;
        for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
            l.setLineWidth(width - indent);
            l.setPosition(QPointF(0, h));
            h += l.height();
        }
        layout.endLayout();
        layout.draw(p, QPointF(at.x() + indent, y));
        y += h + metrics.height() * 0.4;
    }
    return y - at.y();
}

// The stored answer in the handout's language, players by name and cells as the edges name
// them: "Red 6, Blue 3"; "C4 turned 90°, meeple (N)".
QString answerText(const LessonPage &page, const Game &asked, const CellNames &names,
                   const QString &lang)
{
    const PuzzleAnswer &a = *page.question->answer;
    QStringList parts;
    switch (page.question->kind) {
    case PuzzleKind::FinalScores:
    case PuzzleKind::TurnScores: {
        const QMap<QString, int> &values =
            page.question->kind == PuzzleKind::FinalScores ? a.scores : a.points;
        for (const Player &p : asked.players())
            parts << u"%1 %2"_s.arg(playerName(asked, p.id)).arg(values.value(p.id));
        break;
    }
    case PuzzleKind::BestMove:
        for (const PuzzleMove &m : a.best) {
            QString move = text(QT_TRANSLATE_NOOP("LessonHandout", "%1 turned %2°"), lang)
                               .arg(names.name(m.move.at))
                               .arg(m.move.rot * 90);
            if (m.move.figure)
                move += u", "_s + text(QT_TRANSLATE_NOOP("LessonHandout", "figure on %1"), lang)
                                      .arg(m.move.figure->on);
            parts << move;
        }
        break;
    case PuzzleKind::Free:
        return a.text.text(lang);
    }
    return parts.join(page.question->kind == PuzzleKind::BestMove ? u"; "_s : u", "_s);
}

} // namespace

std::unique_ptr<LessonPicture> lessonPicture(const LessonPage &page, const QString &lang)
{
    auto out = std::make_unique<LessonPicture>();
    const BoardFile board = page.questionBoard();
    out->timeline = Timeline::build(board);
    const Timeline &t = out->timeline;
    if (!t.replays()) return out;
    const LessonStep &step = page.step;
    switch (step.kind) {
    case LessonStep::Kind::SetUp:
        out->game = t.setUp();
        out->after = 0;
        break;
    case LessonStep::Kind::End:
        // A question is asked before the final scoring: after it, the figures it asks about
        // would be gone from the board.
        out->game = t.end() && !page.question ? t.end() : t.afterMoves();
        out->after = t.moveCount();
        break;
    case LessonStep::Kind::AfterMove:
        out->game = step.move <= t.moveCount() ? t.after(step.move - 1) : nullptr;
        out->after = step.move;
        break;
    case LessonStep::Kind::Scoring:
        // Before the scoring, the figures that score still standing, as Explore shows it.
        out->game = step.move <= t.moveCount()
                        ? t.afterStep(step.move - 1, Game::TurnStep::AutoStable)
                        : nullptr;
        out->after = step.move;
        break;
    }
    if (!out->game) return out;
    BoardRenderer &r = out->renderer;
    r.setGame(out->game.get());
    r.setAnnotations(board.annotations(), out->after, lang);
    r.setCellNames(CellNames::forTimeline(t));
    r.setCoordinates(true);
    r.setLegend(BoardRenderer::figureLegend(*out->game, lang));
    if (step.kind == LessonStep::Kind::AfterMove || step.kind == LessonStep::Kind::Scoring) {
        BoardRenderer::StepMarks marks;
        marks.placedTile = board.moves().at(step.move - 1).at;
        if (step.kind == LessonStep::Kind::Scoring) {
            const QList<ScoreEvent> scored = t.stepEvents(step.move - 1, Game::TurnStep::Scoring);
            if (step.scoring <= scored.size()) marks.segments = scored[step.scoring - 1].segments;
        }
        r.setStepMarks(marks);
    }
    return out;
}

QStringList lessonAnswerKeys(const LessonPage &page, const Game &asked, const CellNames &names)
{
    if (!page.question || !page.question->answer) return {};
    const PuzzleAnswer &a = *page.question->answer;
    const QString kind = puzzleKindName(page.question->kind);
    switch (page.question->kind) {
    case PuzzleKind::FinalScores:
    case PuzzleKind::TurnScores: {
        const QMap<QString, int> &values =
            page.question->kind == PuzzleKind::FinalScores ? a.scores : a.points;
        QString key = kind;
        for (const Player &p : asked.players())
            key += u"|%1=%2"_s.arg(p.id).arg(values.value(p.id));
        return {key};
    }
    case PuzzleKind::BestMove: {
        QStringList keys;
        for (const PuzzleMove &m : a.best) {
            const QString key = u"%1|%2|%3"_s.arg(kind, names.name(m.move.at)).arg(m.move.rot * 90);
            if (!keys.contains(key)) keys << key;
        }
        return keys;
    }
    case PuzzleKind::Free:
        return {};
    }
    return {};
}

QString lessonAnswerHash(const LessonPage &page, const QString &key)
{
    const QByteArray salted = (page.id + u'|' + key).toUtf8();
    return QString::fromLatin1(
        QCryptographicHash::hash(salted, QCryptographicHash::Sha256).toHex());
}

QByteArray lessonHtml(const Lesson &lesson, const QString &lang)
{
    const QString title = lesson.title.text(lang);
    QString html = u"<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"_s.arg(lang);
    // Nothing may be fetched: scripts and styles are the file's own, pictures are inline.
    html += u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"_s;
    html += u"<meta name=\"viewport\" content=\"width=device-width\">"_s;
    html += u"<title>%1</title><style>%2</style></head><body>"_s.arg(esc(title),
                                                                     QString::fromUtf8(kStyle));
    html += u"<header><h1>%1</h1><button id=\"previous\" aria-label=\"%2\">&#8592;</button>"
            "<span id=\"where\"></span><button id=\"next\" aria-label=\"%3\">&#8594;</button>"
            "</header><main>"_s.arg(
                esc(title), esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Previous page"), lang)),
                esc(text(QT_TRANSLATE_NOOP("LessonHandout", "Next page"), lang)));
    for (int i = 0; i < lesson.pages.size(); ++i) {
        const LessonPage &page = lesson.pages[i];
        html += u"<section class=\"page\" id=\"page-%1\">"_s.arg(esc(page.id));
        if (!page.title.text(lang).isEmpty())
            html += u"<h2>%1</h2>"_s.arg(esc(page.title.text(lang)));
        const std::unique_ptr<LessonPicture> picture = lessonPicture(page, lang);
        if (picture->game) {
            const QString alt =
                text(QT_TRANSLATE_NOOP("LessonHandout", "The board of page %1"), lang).arg(i + 1);
            html += u"<div class=\"board\" role=\"img\" aria-label=\"%1\">%2</div>"_s.arg(
                esc(alt), inlineSvg(pictureSvg(picture->renderer), i));
        }
        html +=
            u"<div class=\"text\">%1</div>"_s.arg(markupToHtml(parseMarkup(page.text.text(lang))));
        if (page.question) html += questionForm(page, lang);
        html += u"</section>"_s;
    }
    html += u"</main><script>"_s + QString::fromUtf8(kScript) + u"</script></body></html>\n"_s;
    return html.toUtf8();
}

bool writeLessonPdf(const Lesson &lesson, const QString &lang, const QString &path, QString *error)
{
    const auto paint = [&](QPagedPaintDevice *device) {
        QPainter p;
        if (!p.begin(device)) return false;
        const QRectF area(0, 0, device->width(), device->height());
        QFont heading = p.font();
        heading.setPointSizeF(16);
        heading.setBold(true);
        QFont body = p.font();
        body.setPointSizeF(11);
        int answerPages = 0;
        for (int i = 0; i < lesson.pages.size(); ++i) {
            const LessonPage &page = lesson.pages[i];
            if (i > 0) device->newPage();
            qreal y = 0;
            p.setFont(heading);
            const QString pageTitle =
                page.title.text(lang).isEmpty() ? lesson.title.text(lang) : page.title.text(lang);
            p.drawText(QRectF(0, y, area.width(), area.height()),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                       u"%1. %2"_s.arg(i + 1).arg(pageTitle));
            y += QFontMetricsF(heading).height() * 1.6;
            const std::unique_ptr<LessonPicture> picture = lessonPicture(page, lang);
            if (picture->game) {
                const QSizeF size = picture->renderer.pictureSize();
                const qreal room = area.height() * 0.55;
                const qreal scale = std::min(area.width() / size.width(), room / size.height());
                const QRectF target(0, y, size.width() * scale, size.height() * scale);
                picture->renderer.paintPicture(&p, target);
                y += target.height() + QFontMetricsF(body).height();
            }
            p.setFont(body);
            y += drawMarkup(&p, parseMarkup(page.text.text(lang)), body, QPointF(0, y),
                            area.width());
            if (page.question) {
                ++answerPages;
                QFont bold = body;
                bold.setBold(true);
                p.setFont(bold);
                p.drawText(QRectF(0, y, area.width(), area.height() - y),
                           Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                           text(QT_TRANSLATE_NOOP("LessonHandout", "Question: %1"), lang)
                               .arg(page.question->question.text(lang)));
            }
        }
        if (answerPages > 0) {
            device->newPage();
            p.setFont(heading);
            p.drawText(QRectF(0, 0, area.width(), area.height()), Qt::AlignLeft | Qt::AlignTop,
                       text(QT_TRANSLATE_NOOP("LessonHandout", "Answers"), lang));
            qreal y = QFontMetricsF(heading).height() * 1.6;
            p.setFont(body);
            for (int i = 0; i < lesson.pages.size(); ++i) {
                const LessonPage &page = lesson.pages[i];
                if (!page.question) continue;
                Timeline keep;
                const std::shared_ptr<const Game> asked = askedOn(page, &keep);
                QString answer;
                if (page.question->answer && asked)
                    answer = answerText(page, *asked, CellNames::forTimeline(keep), lang);
                const QString explanation = page.question->explanation.text(lang);
                const QString entry = u"%1. %2\n%3"_s.arg(i + 1).arg(answer, explanation);
                const QRectF box = p.boundingRect(QRectF(0, y, area.width(), 1e6),
                                                  Qt::AlignLeft | Qt::TextWordWrap, entry);
                if (y + box.height() > area.height()) {
                    device->newPage();
                    y = 0;
                }
                p.drawText(QRectF(0, y, area.width(), area.height() - y),
                           Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, entry);
                y += box.height() + QFontMetricsF(body).height();
            }
        }
        return p.end();
    };
    return writePdfFile(path, lesson.title.text(lang), QPageSize(QPageSize::A4),
                        QPageLayout::Portrait, paint, error, lang);
}

} // namespace ml
