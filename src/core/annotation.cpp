// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotation.h"

#include "boardfilejson.h"
#include "boardfileparser.h"

#include <cmath>

namespace ml
{

QString AnnotationText::in(const QString &lang) const
{
    if (!perLanguage) return all;
    return lang == u"nl" && !nl.isEmpty() ? nl : en;
}

namespace
{

struct TypeInfo {
    AnnotationType type;
    const char16_t *name;
    const char *color;
};

constexpr TypeInfo kTypes[] = {
    {AnnotationType::Arrow, u"arrow", "#d55e00"},
    {AnnotationType::Ring, u"ring", "#0072b2"},
    {AnnotationType::Number, u"number", "#000000"},
    {AnnotationType::Highlight, u"highlight", "#f0e442"},
    {AnnotationType::Label, u"label", "#000000"},
    {AnnotationType::Dim, u"dim", ""},
};

} // namespace

QString annotationTypeName(AnnotationType type)
{
    for (const TypeInfo &t : kTypes)
        if (t.type == type) return QString::fromUtf16(t.name);
    return {};
}

bool annotationTypeFromName(const QString &name, AnnotationType *type)
{
    for (const TypeInfo &t : kTypes)
        if (name == QString::fromUtf16(t.name)) {
            *type = t.type;
            return true;
        }
    return false;
}

QString defaultAnnotationColor(AnnotationType type)
{
    for (const TypeInfo &t : kTypes)
        if (t.type == type) return QString::fromLatin1(t.color);
    return {};
}

namespace
{
constexpr const char16_t *kShapeNames[] = {u"circle", u"square", u"triangle", u"cross"};
} // namespace

QString markerShapeName(MarkerShape shape)
{
    return QString::fromUtf16(kShapeNames[size_t(shape)]);
}

bool markerShapeFromName(const QString &name, MarkerShape *shape)
{
    for (const MarkerShape s : kMarkerShapes)
        if (name == markerShapeName(s)) {
            *shape = s;
            return true;
        }
    return false;
}

bool markerTextOptional(MarkerShape shape)
{
    return shape == MarkerShape::Triangle || shape == MarkerShape::Cross;
}

QList<AnnotationPoint> Annotation::anchors() const
{
    QList<AnnotationPoint> out;
    for (const AnnotationPoint *p : {&from, &to, &at})
        if (p->anchored) out << *p;
    return out;
}

namespace detail
{

namespace
{

constexpr qsizetype kMaxTextLength = 200; // code points (docs/board-format.md, `annotations`)

// Reads one annotation; each member reads one kind of value, naming its path on failure.
class AnnotationReader
{
public:
    explicit AnnotationReader(FileError *error) : r(error) {}

    bool text(const QJsonValue &v, const QString &path, AnnotationText *out) const;
    bool annotation(const QJsonObject &o, const QString &path, int moveCount, Annotation *a) const;

private:
    bool length(const QString &s, const QString &path) const;
    bool point(const QJsonValue &v, const QString &path, AnnotationPoint *out) const;
    bool anchor(const QJsonObject &o, const QString &path, AnnotationPoint *out) const;
    bool marker(const QJsonObject &o, const QString &path, Annotation *a) const;
    bool require(const QJsonObject &o, const QString &path, const QString &key) const
    {
        return r.require(o, path, key);
    }

    JsonReader r;
};

bool AnnotationReader::length(const QString &s, const QString &path) const
{
    if (const QString problem = textProblem(s); !problem.isEmpty()) return r.fail(path, problem);
    // Code points, so an emoji (two UTF-16 units) counts as one character.
    const qsizetype n = s.toUcs4().size();
    if (n > kMaxTextLength)
        return r.fail(path, QStringLiteral("text of %1 characters, more than the %2 allowed")
                                .arg(n)
                                .arg(kMaxTextLength));
    return true;
}

bool AnnotationReader::text(const QJsonValue &v, const QString &path, AnnotationText *out) const
{
    if (v.isString()) {
        out->all = v.toString();
        return length(out->all, path);
    }
    if (!v.isObject())
        return r.fail(path, QStringLiteral("expected a string or an object of texts per language, "
                                           "found %1")
                                .arg(jsonTypeName(v)));
    const QJsonObject o = v.toObject();
    out->perLanguage = true;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString kpath = joinPath(path, it.key());
        QString s;
        if (!r.string(it.value(), kpath, &s) || !length(s, kpath)) return false;
        if (it.key() == u"en")
            out->en = s;
        else if (it.key() == u"nl")
            out->nl = s;
    }
    return true;
}

bool AnnotationReader::anchor(const QJsonObject &o, const QString &path, AnnotationPoint *out) const
{
    QString on;
    if (!require(o, path, QStringLiteral("at")) ||
        !r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &out->at) ||
        !require(o, path, QStringLiteral("on")) ||
        !r.string(o.value(u"on"), joinPath(path, QStringLiteral("on")), &on))
        return false;
    if (portFromName(on) < 0 && on != u"monastery" && on != u"castle")
        return r.fail(joinPath(path, QStringLiteral("on")),
                      QStringLiteral("unknown location \"%1\" (expected a port such as Nw, N, "
                                     "Ne, En, E, ..., or monastery or castle)")
                          .arg(quotable(on)));
    out->anchored = true;
    out->on = on;
    out->where = joinPath(path, QStringLiteral("on"));
    out->x = out->at.x;
    out->y = out->at.y;
    return true;
}

bool AnnotationReader::point(const QJsonValue &v, const QString &path, AnnotationPoint *out) const
{
    if (v.isObject()) return anchor(v.toObject(), path, out);
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble())
        return r.fail(path, QStringLiteral("expected a point [x, y] or an anchor {\"at\", \"on\"}, "
                                           "found %1")
                                .arg(jsonTypeName(v)));
    // The range of cells (docs/board-format.md, `tiles` and `figures`), fractions allowed.
    for (const QJsonValue e : a)
        if (!(std::abs(e.toDouble()) <= kCoordinateLimit))
            return r.fail(path, FileErrorCode::CoordinateOutOfRange,
                          {QString::number(e.toDouble(), 'g', 17)});
    out->x = a[0].toDouble();
    out->y = a[1].toDouble();
    return true;
}

// A `number`: its place, its shape, the text inside and what it means.
bool AnnotationReader::marker(const QJsonObject &o, const QString &path, Annotation *a) const
{
    const auto key = [&](const char *k) { return joinPath(path, QString::fromLatin1(k)); };
    if (o.contains(u"shape")) {
        QString name;
        if (!r.string(o.value(u"shape"), key("shape"), &name)) return false;
        if (!markerShapeFromName(name, &a->shape))
            return r.fail(key("shape"), QStringLiteral("unknown marker shape \"%1\" (expected "
                                                       "circle, square, triangle or cross)")
                                            .arg(quotable(name)));
        a->shapeGiven = true;
    }
    if (!require(o, path, QStringLiteral("at"))) return false;
    // A cell with `on` beside it is an anchor; otherwise `at` is a point (or an anchor).
    if (o.contains(u"on") ? !anchor(o, path, &a->at) : !point(o.value(u"at"), key("at"), &a->at))
        return false;
    // A triangle or a cross may stand bare; every other marker has a text.
    if (o.contains(u"text") || !markerTextOptional(a->shape)) {
        if (!require(o, path, QStringLiteral("text")) ||
            !text(o.value(u"text"), key("text"), &a->text))
            return false;
        for (const QString &s : {a->text.all, a->text.en, a->text.nl}) {
            const qsizetype n = s.toUcs4().size();
            if ((!a->text.perLanguage || !s.isEmpty()) && (n < 1 || n > 3))
                return r.fail(
                    key("text"),
                    QStringLiteral("a number's text has 1 to 3 characters, found %1").arg(n));
            if (!a->text.perLanguage) break;
        }
    }
    return !o.contains(u"meaning") || text(o.value(u"meaning"), key("meaning"), &a->meaning);
}

bool AnnotationReader::annotation(const QJsonObject &o, const QString &path, int moveCount,
                                  Annotation *a) const
{
    a->path = path;
    const QString tpath = joinPath(path, QStringLiteral("type"));
    QString name;
    if (!require(o, path, QStringLiteral("type")) || !r.string(o.value(u"type"), tpath, &name))
        return false;
    if (!annotationTypeFromName(name, &a->type))
        return r.fail(tpath, QStringLiteral("unknown annotation type \"%1\" (expected arrow, ring, "
                                            "number, highlight, label or dim)")
                                 .arg(quotable(name)));
    const auto key = [&](const char *k) { return joinPath(path, QString::fromLatin1(k)); };
    switch (a->type) {
    case AnnotationType::Arrow:
        if (!require(o, path, QStringLiteral("from")) ||
            !point(o.value(u"from"), key("from"), &a->from) ||
            !require(o, path, QStringLiteral("to")) || !point(o.value(u"to"), key("to"), &a->to))
            return false;
        if (o.contains(u"label") && !text(o.value(u"label"), key("label"), &a->label)) return false;
        break;
    case AnnotationType::Ring:
    case AnnotationType::Highlight:
        if (!anchor(o, path, &a->at)) return false;
        break;
    case AnnotationType::Number:
        if (!marker(o, path, a)) return false;
        break;
    case AnnotationType::Label:
        if (!require(o, path, QStringLiteral("at")) || !point(o.value(u"at"), key("at"), &a->at) ||
            !require(o, path, QStringLiteral("text")) ||
            !text(o.value(u"text"), key("text"), &a->text))
            return false;
        break;
    case AnnotationType::Dim: {
        QJsonArray cells;
        if (!require(o, path, QStringLiteral("cells")) ||
            !r.array(o.value(u"cells"), key("cells"), &cells))
            return false;
        if (cells.isEmpty())
            return r.fail(key("cells"), QStringLiteral("a dim lists at least one cell"));
        for (qsizetype i = 0; i < cells.size(); ++i) {
            Cell c;
            if (!r.cell(cells[i], indexPath(key("cells"), i), &c)) return false;
            a->cells << c;
        }
        break;
    }
    }
    a->color = defaultAnnotationColor(a->type);
    if (o.contains(u"color")) {
        QString color;
        if (!r.colour(o.value(u"color"), key("color"), &color)) return false;
        a->color = color;
        a->colorGiven = true;
    }
    if (o.contains(u"after")) {
        qint64 after = 0;
        if (!r.integerIn(o.value(u"after"), key("after"), 0, moveCount, &after)) return false;
        a->after = int(after);
    }
    return true;
}

} // namespace

bool readCaption(const QJsonValue &v, AnnotationText *out, FileError *error)
{
    return AnnotationReader(error).text(v, QStringLiteral("caption"), out);
}

bool readAnnotations(const QJsonValue &v, int moveCount, QList<Annotation> *out, FileError *error)
{
    const JsonReader r(error);
    QJsonArray a;
    if (!r.array(v, QStringLiteral("annotations"), &a)) return false;
    if (a.size() > kMaxAnnotations)
        return r.fail(
            QStringLiteral("annotations"),
            QStringLiteral("at most %1 annotations, found %2").arg(kMaxAnnotations).arg(a.size()));
    const AnnotationReader reader(error);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = indexPath(QStringLiteral("annotations"), i);
        QJsonObject o;
        Annotation annotation;
        if (!r.object(a[i], path, &o) || !reader.annotation(o, path, moveCount, &annotation))
            return false;
        out->append(annotation);
    }
    return true;
}

} // namespace detail

} // namespace ml
