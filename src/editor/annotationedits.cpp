// SPDX-License-Identifier: GPL-3.0-or-later
// The illustration edits of BoardDocument: the board file's "annotations" and "caption"
// (docs/board-format.md, `annotations`). They change no rule and no score, so the moves never stop
// replaying because of them; what can go wrong is a mark that points at nothing (a ring on an empty
// cell, a highlight on a location the tile there does not have), and that is refused with
// the reader's reason before anything is pushed.
#include "boarddocument.h"

#include "boardfilewriter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ml
{

namespace
{
const QString kAnnotations = QStringLiteral("annotations");
const QString kCaption = QStringLiteral("caption");

// The undo text of adding a mark, one whole phrase per type so each language can word it.
const char *const kAddWords[] = {
    QT_TRANSLATE_NOOP("Commands", "Add arrow"),  QT_TRANSLATE_NOOP("Commands", "Add ring"),
    QT_TRANSLATE_NOOP("Commands", "Add number"), QT_TRANSLATE_NOOP("Commands", "Add highlight"),
    QT_TRANSLATE_NOOP("Commands", "Add label"),  QT_TRANSLATE_NOOP("Commands", "Add dimmed cells"),
};

// Moved points keep three decimals: a drag of a tenth of a cell must not write
// 0.30000000000000004 into the file.
double tidy(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

AnnotationPoint byWholeCells(const AnnotationPoint &p, QPointF delta)
{
    AnnotationPoint out = p;
    out.at = {p.at.x + int(std::lround(delta.x())), p.at.y + int(std::lround(delta.y()))};
    out.x = out.at.x;
    out.y = out.at.y;
    return out;
}

bool validIndices(const QList<int> &indices, qsizetype size)
{
    return !indices.isEmpty() && std::all_of(indices.cbegin(), indices.cend(),
                                             [size](int i) { return i >= 0 && i < size; });
}
} // namespace

QList<Annotation> BoardDocument::annotations() const
{
    return m_file ? m_file->annotations() : QList<Annotation>();
}

AnnotationText BoardDocument::caption() const
{
    return m_file ? m_file->caption() : AnnotationText();
}

bool BoardDocument::commitAnnotations(const QList<Annotation> &all, std::function<QString()> words,
                                      QString *why)
{
    QJsonArray entries;
    for (const Annotation &a : all)
        entries.append(annotationEntry(a));
    FileEdit edit;
    // No marks left, no key: an empty list says nothing (the undo gives the key back).
    edit.after.insert(kAnnotations,
                      entries.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(entries));
    edit.words = std::move(words);
    // The reader checks the keys (a text too long, `after` past the last move), the
    // timeline every anchor on the position the mark is shown on.
    auto prepared = std::make_shared<PreparedEdit>();
    QString problem = check(edit, prepared.get());
    if (problem.isEmpty())
        for (const FileError &e : prepared->timeline.problems())
            if (e.where.startsWith(kAnnotations + u'[')) {
                problem = e.where + QStringLiteral(": ") + e.reason;
                break;
            }
    if (!problem.isEmpty()) {
        if (why) *why = problem;
        return false;
    }
    push(std::move(edit), std::move(prepared));
    return true;
}

bool BoardDocument::addAnnotation(const Annotation &annotation, QString *why)
{
    QList<Annotation> all = annotations();
    all.append(annotation);
    const char *words = kAddWords[int(annotation.type)];
    return commitAnnotations(
        all, [words] { return QCoreApplication::translate("Commands", words); }, why);
}

bool BoardDocument::setAnnotation(int index, const Annotation &annotation, QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices({index}, all.size())) return false;
    all[index] = annotation;
    return commitAnnotations(
        all, [] { return QCoreApplication::translate("Commands", "Change annotation"); }, why);
}

bool BoardDocument::moveAnnotations(const QList<int> &indices, QPointF delta,
                                    const AnchorSnap &snap, QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices(indices, all.size()) || delta.isNull()) return false;
    const auto moved = [&](const AnnotationPoint &p, bool mustAnchor) {
        if (!p.anchored) {
            AnnotationPoint out = p;
            out.x = tidy(p.x + delta.x());
            out.y = tidy(p.y + delta.y());
            return out;
        }
        const AnnotationPoint snapped = snap ? snap(p, delta) : byWholeCells(p, delta);
        // Ring and highlight are about a location: they never come loose from one.
        return mustAnchor && !snapped.anchored ? byWholeCells(p, delta) : snapped;
    };
    for (int i : indices) {
        Annotation &a = all[i];
        const bool mustAnchor =
            a.type == AnnotationType::Ring || a.type == AnnotationType::Highlight;
        a.from = moved(a.from, false);
        a.to = moved(a.to, false);
        a.at = moved(a.at, mustAnchor);
        for (Cell &c : a.cells)
            c = byWholeCells({0, 0, true, c, {}, {}}, delta).at;
    }
    const int count = int(indices.size());
    return commitAnnotations(
        all,
        [count] {
            return QCoreApplication::translate("Commands", "Move %n annotation(s)", nullptr, count);
        },
        why);
}

bool BoardDocument::setAnnotationColor(const QList<int> &indices, const QString &color,
                                       QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices(indices, all.size())) return false;
    for (int i : indices) {
        if (all[i].type == AnnotationType::Dim) continue;
        all[i].color = color;
        all[i].colorGiven = true; // chosen, so written even when it is the default
    }
    const int count = int(indices.size());
    return commitAnnotations(
        all,
        [count] {
            return QCoreApplication::translate("Commands", "Recolour %n annotation(s)", nullptr,
                                               count);
        },
        why);
}

bool BoardDocument::removeAnnotations(const QList<int> &indices, QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices(indices, all.size())) return false;
    QList<int> sorted = indices;
    // Highest index first, so each removal still finds its entry where it was.
    std::sort(sorted.begin(), sorted.end(), std::greater<int>());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (int i : std::as_const(sorted))
        all.removeAt(i);
    const int count = int(sorted.size());
    return commitAnnotations(
        all,
        [count] {
            return QCoreApplication::translate("Commands", "Remove %n annotation(s)", nullptr,
                                               count);
        },
        why);
}

QString BoardDocument::nextAnnotationNumber() const
{
    int highest = 0;
    for (const Annotation &a : annotations()) {
        if (a.type != AnnotationType::Number) continue;
        // Letters ("A", "x") do not count; a per-language number counts by its English text.
        bool ok = false;
        const int n = a.text.in(QStringLiteral("en")).toInt(&ok);
        if (ok) highest = std::max(highest, n);
    }
    return QString::number(highest + 1);
}

namespace
{
// Letters count as spreadsheet columns do: A..Z, AA..ZZ, AAA..ZZZ (1 to 18,278); 0 for a text
// that is not such a letter.
int letterIndex(const QString &text)
{
    if (text.isEmpty() || text.size() > 3) return 0;
    int n = 0;
    for (const QChar c : text) {
        if (c < u'A' || c > u'Z') return 0;
        n = n * 26 + (c.unicode() - u'A' + 1);
    }
    return n;
}

QString letterOf(int n)
{
    QString out;
    for (; n > 0; n = (n - 1) / 26)
        out.prepend(QChar(u'A' + (n - 1) % 26));
    return out;
}

constexpr int kLastLetter = 26 + 26 * 26 + 26 * 26 * 26; // "ZZZ", the longest a marker holds
} // namespace

QString BoardDocument::nextAnnotationLetter() const
{
    int highest = 0;
    for (const Annotation &a : annotations())
        if (a.type == AnnotationType::Number)
            highest = std::max(highest, letterIndex(a.text.in(QStringLiteral("en"))));
    // Past "ZZZ" the letters start over rather than grow a fourth character.
    return letterOf(highest >= kLastLetter ? 1 : highest + 1);
}

bool BoardDocument::setMarkerShape(const QList<int> &indices, MarkerShape shape, QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices(indices, all.size())) return false;
    int count = 0;
    for (int i : indices) {
        Annotation &a = all[i];
        if (a.type != AnnotationType::Number || (a.shape == shape && a.shapeGiven)) continue;
        a.shape = shape;
        a.shapeGiven = true; // chosen, so written even when it is the circle
        ++count;
    }
    if (count == 0) return false;
    return commitAnnotations(
        all,
        [count] {
            return QCoreApplication::translate("Commands", "Reshape %n marker(s)", nullptr, count);
        },
        why);
}

bool BoardDocument::setMarker(int index, const AnnotationText &text, MarkerShape shape,
                              const AnnotationText &meaning, QString *why)
{
    QList<Annotation> all = annotations();
    if (!validIndices({index}, all.size()) || all[index].type != AnnotationType::Number)
        return false;
    Annotation &a = all[index];
    const bool reshaped = a.shape != shape;
    a.text = text;
    a.shape = shape;
    a.shapeGiven = a.shapeGiven || reshaped;
    a.meaning = meaning;
    // A dialog closed with OK but nothing changed leaves no undo step.
    if (annotationEntry(a) == annotationEntry(annotations()[index])) return false;
    // The reader refuses a circle or a square without a text, naming the key.
    return commitAnnotations(
        all, [] { return QCoreApplication::translate("Commands", "Change marker"); }, why);
}

bool BoardDocument::setCaption(const AnnotationText &caption, QString *why)
{
    const QJsonValue entry = annotationTextEntry(caption);
    const bool empty = caption.isEmpty();
    if (empty ? !m_json.contains(kCaption) : m_json.value(kCaption) == entry) return false;
    FileEdit edit;
    edit.after.insert(kCaption, empty ? QJsonValue(QJsonValue::Undefined) : entry);
    edit.words = [] { return QCoreApplication::translate("Commands", "Change caption"); };
    return commit(std::move(edit), why);
}

} // namespace ml
