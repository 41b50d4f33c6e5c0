// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QDialog>
#include <QIcon>

#include <memory>

namespace ml
{
namespace Ui
{
class MarkerDialog;
}

class BoardDocument;

// Asks what a marker (a `number` mark, docs/board-format.md, `annotations`) shows and means: its
// shape, its text in English and Dutch, and its meaning in both, which the legend of exported
// pictures lists with it. A circle or a square needs a text; a triangle or a cross may stand bare.
// Texts are plain: whatever is typed is shown as typed.
class MarkerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MarkerDialog(QWidget *parent = nullptr);
    ~MarkerDialog() override;

    void setMarker(const Annotation &marker);
    AnnotationText text() const;
    MarkerShape shape() const;
    AnnotationText meaning() const;

    // Stays open, saying why, while a circle or a square has no text.
    void accept() override;

    // A shape's name in the program's language ("Circle", ...) and its small picture, for
    // this dialog and the tool bar.
    static QString shapeText(MarkerShape shape);
    static QIcon shapeIcon(MarkerShape shape);
    // Shows the dialog for marker `index` of `document` and makes the answer one undo step;
    // false when cancelled, unchanged or refused (then *why says why).
    static bool edit(QWidget *parent, BoardDocument *document, int index, QString *why);

private:
    std::unique_ptr<Ui::MarkerDialog> m_ui; // ui/markerdialog.ui
};

} // namespace ml
